// SPDX-License-Identifier: GPL-2.0
/*
 * bpf_filter_bench: the 2013 RFC's synthetic test on today's kernel.
 *
 * Writing N to /sys/kernel/debug/bpf_filter_bench/run runs N iterations of
 * netdev_alloc_skb(loopback, 128) + trace_bench_skb() + kfree_skb(), timed
 * with ktime_get_ns(); reading the file gives the last result:
 *
 *   iterations=1000000 ns=145179000 ns_per_iter=145.179
 *
 * Under QEMU with -icount shift=0,sleep=off, guest time counts guest
 * instructions, so the figures repeat exactly from run to run.
 *
 * For the tests of module lifetimes, init_hold=1 makes its init wait, its
 * events in tracefs, until init_hold is written 0 (or a minute passes),
 * and then fail, as a module whose probe fails.
 */
#include <linux/debugfs.h>
#include <linux/delay.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/netdevice.h>
#include <linux/skbuff.h>
#include <net/net_namespace.h>

#define CREATE_TRACE_POINTS
#include "bpf_filter_bench_trace.h"

static unsigned long iterations = 1000000;
module_param(iterations, ulong, 0644);
MODULE_PARM_DESC(iterations, "iterations of a run started by writing 0");

static bool init_hold;
module_param(init_hold, bool, 0644);
MODULE_PARM_DESC(init_hold, "hold the init until this is 0, then fail it (tests)");

static DEFINE_MUTEX(bench_lock);
static unsigned long last_iterations;
static u64 last_ns;
static struct dentry *bench_dir;

static int bench_run(unsigned long n)
{
	struct net_device *dev = init_net.loopback_dev;
	unsigned long i;
	u64 start;

	start = ktime_get_ns();
	for (i = 0; i < n; i++) {
		struct sk_buff *skb = netdev_alloc_skb(dev, 128);

		if (!skb)
			return -ENOMEM;
		trace_bench_skb(skb);
		kfree_skb(skb);
	}
	last_ns = ktime_get_ns() - start;
	last_iterations = n;
	return 0;
}

static ssize_t run_write(struct file *file, const char __user *ubuf,
			 size_t cnt, loff_t *ppos)
{
	unsigned long n;
	int err;

	err = kstrtoul_from_user(ubuf, cnt, 0, &n);
	if (err)
		return err;
	guard(mutex)(&bench_lock);
	err = bench_run(n ?: iterations);
	return err ?: cnt;
}

static ssize_t run_read(struct file *file, char __user *ubuf, size_t cnt,
			loff_t *ppos)
{
	char buf[96];
	u64 per_milli = 0;
	int len;

	guard(mutex)(&bench_lock);
	if (last_iterations)
		per_milli = div64_u64(last_ns * 1000, last_iterations);
	len = scnprintf(buf, sizeof(buf),
			"iterations=%lu ns=%llu ns_per_iter=%llu.%03llu\n",
			last_iterations, last_ns, per_milli / 1000,
			per_milli % 1000);
	return simple_read_from_buffer(ubuf, cnt, ppos, buf, len);
}

static const struct file_operations run_fops = {
	.write = run_write,
	.read = run_read,
	.llseek = default_llseek,
};

static int __init bench_init(void)
{
	unsigned int ms;

	if (init_hold) {
		for (ms = 0; READ_ONCE(init_hold) && ms < 60000; ms += 10)
			msleep(10);
		return -EAGAIN;
	}
	bench_dir = debugfs_create_dir("bpf_filter_bench", NULL);
	debugfs_create_file("run", 0600, bench_dir, NULL, &run_fops);
	return 0;
}

static void __exit bench_exit(void)
{
	debugfs_remove_recursive(bench_dir);
}

module_init(bench_init);
module_exit(bench_exit);
MODULE_DESCRIPTION("skb alloc/free loop with a tracepoint, for BPF event filter figures");
MODULE_LICENSE("GPL");
