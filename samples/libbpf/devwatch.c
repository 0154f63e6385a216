// SPDX-License-Identifier: GPL-2.0
/*
 * devwatch - a libbpf tool whose BPF program is a trace event filter
 *
 *   devwatch IFNAME CMD
 *
 * Opens, loads and attaches devwatch.bpf.c's skeleton: attach() makes the
 * program net:netif_receive_skb's filter with a bpf_link, as libbpf reads
 * SEC("event_filter/net/netif_receive_skb"). With the event enabled it runs
 * CMD (sh -c) twice: first with the map "watched" empty (the filter keeps
 * nothing), then with IFNAME in it, added while tracing runs. After each
 * round it prints the packets the filter sent through its ring buffer, and
 * the event's filter file. Closing the skeleton detaches the filter.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/types.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/libbpf.h>

#include "devwatch.h"
#include "devwatch.skel.h"

#define EVENT "/sys/kernel/tracing/events/net/netif_receive_skb/"

static int devwatch_packets;

static int devwatch_on_packet(void *ctx, void *data, size_t size)
{
	const struct devwatch_packet *p = data;
	char name[IF_NAMESIZE] = "?";

	if_indextoname(p->ifindex, name);
	printf("devwatch: packet on %s, %u bytes\n", name, p->len);
	devwatch_packets++;
	return 0;
}

static int devwatch_write(const char *path, const char *s)
{
	int fd = open(path, O_WRONLY), ret;

	if (fd < 0)
		return -errno;
	ret = write(fd, s, strlen(s)) < 0 ? -errno : 0;
	close(fd);
	return ret;
}

static void devwatch_show_filter(void)
{
	char line[1024];
	FILE *f = fopen(EVENT "filter", "r");

	while (f && fgets(line, sizeof(line), f))
		printf("devwatch: filter: %s", line);
	if (f)
		fclose(f);
}

/* CMD once, then what the filter sent meanwhile */
static int devwatch_round(struct ring_buffer *rb, const char *what,
			  const char *cmd)
{
	int err;

	devwatch_packets = 0;
	if (system(cmd)) {
		fprintf(stderr, "devwatch: '%s' failed\n", cmd);
		return -1;
	}
	err = ring_buffer__consume(rb);
	if (err < 0)
		return err;
	printf("devwatch: %s: %d packets\n", what, devwatch_packets);
	devwatch_show_filter();
	return 0;
}

int main(int argc, char **argv)
{
	struct ring_buffer *rb = NULL;
	struct devwatch_bpf *skel;
	__u32 ifindex;
	__u8 one = 1;
	char what[64];
	int err;

	if (argc != 3) {
		fprintf(stderr, "usage: devwatch IFNAME CMD\n");
		return 2;
	}
	ifindex = if_nametoindex(argv[1]);
	if (!ifindex) {
		fprintf(stderr, "devwatch: no device %s\n", argv[1]);
		return 1;
	}
	skel = devwatch_bpf__open_and_load();
	if (!skel) {
		fprintf(stderr, "devwatch: load: %s\n", strerror(errno));
		return 1;
	}
	err = devwatch_bpf__attach(skel);
	if (err) {
		fprintf(stderr, "devwatch: attach: %s\n", strerror(-err));
		goto out;
	}
	rb = ring_buffer__new(bpf_map__fd(skel->maps.packets),
			      devwatch_on_packet, NULL, NULL);
	err = rb ? devwatch_write(EVENT "enable", "1") : -errno;
	if (err) {
		fprintf(stderr, "devwatch: %s\n", strerror(-err));
		goto out;
	}
	err = devwatch_round(rb, "no device watched", argv[2]);
	if (err)
		goto off;
	/* The map changes while the filter is in force */
	err = bpf_map__update_elem(skel->maps.watched, &ifindex,
				   sizeof(ifindex), &one, sizeof(one), BPF_ANY);
	if (err) {
		fprintf(stderr, "devwatch: map update: %s\n", strerror(-err));
		goto off;
	}
	snprintf(what, sizeof(what), "%s watched", argv[1]);
	err = devwatch_round(rb, what, argv[2]);
off:
	devwatch_write(EVENT "enable", "0");
out:
	ring_buffer__free(rb);
	devwatch_bpf__destroy(skel);
	return err ? 1 : 0;
}
