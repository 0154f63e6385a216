// SPDX-License-Identifier: GPL-2.0
/*
 * sendraw IFNAME COUNT - send COUNT Ethernet frames out of IFNAME through
 * an AF_PACKET socket. On lo, or on one end of a veth pair, each frame is
 * received again: one net:netif_receive_skb event per frame, a workload the
 * tests count exactly.
 */
#include <arpa/inet.h>
#include <linux/if_packet.h>
#include <net/ethernet.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define ETH_P_TEST 0x88b5	/* IEEE 802 local experimental */

int main(int argc, char **argv)
{
	struct sockaddr_ll to = { .sll_family = AF_PACKET };
	unsigned char frame[64] = { 0 };
	long i, count;
	int s;

	if (argc != 3) {
		fprintf(stderr, "usage: sendraw IFNAME COUNT\n");
		return 2;
	}
	count = strtol(argv[2], NULL, 0);
	to.sll_ifindex = if_nametoindex(argv[1]);
	if (!to.sll_ifindex) {
		perror(argv[1]);
		return 1;
	}
	to.sll_halen = ETH_ALEN;
	memset(to.sll_addr, 0xff, ETH_ALEN);
	memset(frame, 0xff, ETH_ALEN);		/* broadcast */
	frame[12] = ETH_P_TEST >> 8;
	frame[13] = ETH_P_TEST & 0xff;
	s = socket(AF_PACKET, SOCK_RAW, 0);
	if (s < 0) {
		perror("socket");
		return 1;
	}
	for (i = 0; i < count; i++) {
		if (sendto(s, frame, sizeof(frame), 0, (struct sockaddr *)&to,
			   sizeof(to)) < 0) {
			perror("sendto");
			return 1;
		}
	}
	return 0;
}
