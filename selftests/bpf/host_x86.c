// SPDX-License-Identifier: GPL-2.0
/* Built by gcc for the host: an x86-64 object the loader must refuse. */
int filter(void)
{
	return 1;
}
