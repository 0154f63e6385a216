/* SPDX-License-Identifier: GPL-2.0 */
/* What devwatch.bpf.c sends devwatch.c for each packet its filter keeps */
#ifndef DEVWATCH_H
#define DEVWATCH_H

struct devwatch_packet {
	__u32 ifindex;		/* the device it was received on */
	__u32 len;		/* skb->len */
};

#endif
