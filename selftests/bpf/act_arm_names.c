// SPDX-License-Identifier: GPL-2.0
/*
 * act_arm_names: a filter of net:netif_receive_skb that passes 65 names
 * of events (of none that exists), one more than are looked up: putting it
 * in force fails with E2BIG, whatever the names.
 */
#include "act_lo.h"

static __noinline int act_arm_one(int i)
{
	switch (i) {
	case 0:
		return bpf_event_filter_arm("nosys:e0");
	case 1:
		return bpf_event_filter_arm("nosys:e1");
	case 2:
		return bpf_event_filter_arm("nosys:e2");
	case 3:
		return bpf_event_filter_arm("nosys:e3");
	case 4:
		return bpf_event_filter_arm("nosys:e4");
	case 5:
		return bpf_event_filter_arm("nosys:e5");
	case 6:
		return bpf_event_filter_arm("nosys:e6");
	case 7:
		return bpf_event_filter_arm("nosys:e7");
	case 8:
		return bpf_event_filter_arm("nosys:e8");
	case 9:
		return bpf_event_filter_arm("nosys:e9");
	case 10:
		return bpf_event_filter_arm("nosys:e10");
	case 11:
		return bpf_event_filter_arm("nosys:e11");
	case 12:
		return bpf_event_filter_arm("nosys:e12");
	case 13:
		return bpf_event_filter_arm("nosys:e13");
	case 14:
		return bpf_event_filter_arm("nosys:e14");
	case 15:
		return bpf_event_filter_arm("nosys:e15");
	case 16:
		return bpf_event_filter_arm("nosys:e16");
	case 17:
		return bpf_event_filter_arm("nosys:e17");
	case 18:
		return bpf_event_filter_arm("nosys:e18");
	case 19:
		return bpf_event_filter_arm("nosys:e19");
	case 20:
		return bpf_event_filter_arm("nosys:e20");
	case 21:
		return bpf_event_filter_arm("nosys:e21");
	case 22:
		return bpf_event_filter_arm("nosys:e22");
	case 23:
		return bpf_event_filter_arm("nosys:e23");
	case 24:
		return bpf_event_filter_arm("nosys:e24");
	case 25:
		return bpf_event_filter_arm("nosys:e25");
	case 26:
		return bpf_event_filter_arm("nosys:e26");
	case 27:
		return bpf_event_filter_arm("nosys:e27");
	case 28:
		return bpf_event_filter_arm("nosys:e28");
	case 29:
		return bpf_event_filter_arm("nosys:e29");
	case 30:
		return bpf_event_filter_arm("nosys:e30");
	case 31:
		return bpf_event_filter_arm("nosys:e31");
	case 32:
		return bpf_event_filter_arm("nosys:e32");
	case 33:
		return bpf_event_filter_arm("nosys:e33");
	case 34:
		return bpf_event_filter_arm("nosys:e34");
	case 35:
		return bpf_event_filter_arm("nosys:e35");
	case 36:
		return bpf_event_filter_arm("nosys:e36");
	case 37:
		return bpf_event_filter_arm("nosys:e37");
	case 38:
		return bpf_event_filter_arm("nosys:e38");
	case 39:
		return bpf_event_filter_arm("nosys:e39");
	case 40:
		return bpf_event_filter_arm("nosys:e40");
	case 41:
		return bpf_event_filter_arm("nosys:e41");
	case 42:
		return bpf_event_filter_arm("nosys:e42");
	case 43:
		return bpf_event_filter_arm("nosys:e43");
	case 44:
		return bpf_event_filter_arm("nosys:e44");
	case 45:
		return bpf_event_filter_arm("nosys:e45");
	case 46:
		return bpf_event_filter_arm("nosys:e46");
	case 47:
		return bpf_event_filter_arm("nosys:e47");
	case 48:
		return bpf_event_filter_arm("nosys:e48");
	case 49:
		return bpf_event_filter_arm("nosys:e49");
	case 50:
		return bpf_event_filter_arm("nosys:e50");
	case 51:
		return bpf_event_filter_arm("nosys:e51");
	case 52:
		return bpf_event_filter_arm("nosys:e52");
	case 53:
		return bpf_event_filter_arm("nosys:e53");
	case 54:
		return bpf_event_filter_arm("nosys:e54");
	case 55:
		return bpf_event_filter_arm("nosys:e55");
	case 56:
		return bpf_event_filter_arm("nosys:e56");
	case 57:
		return bpf_event_filter_arm("nosys:e57");
	case 58:
		return bpf_event_filter_arm("nosys:e58");
	case 59:
		return bpf_event_filter_arm("nosys:e59");
	case 60:
		return bpf_event_filter_arm("nosys:e60");
	case 61:
		return bpf_event_filter_arm("nosys:e61");
	case 62:
		return bpf_event_filter_arm("nosys:e62");
	case 63:
		return bpf_event_filter_arm("nosys:e63");
	case 64:
		return bpf_event_filter_arm("nosys:e64");
	default:
		return 0;
	}
}

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_arm_names, struct sk_buff *skb)
{
	act_returned(act_arm_one(act_count() & 127));
	return 1;
}
