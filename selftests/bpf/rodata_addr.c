// SPDX-License-Identifier: GPL-2.0
/*
 * rodata_addr: loads the address of a string of .rodata, then returns r2,
 * which the program never set, so that the verifier refuses it right after
 * the load: the ld_imm64 is among the last lines of the log, which
 * error_log shows. The log must show no kernel address (bpf/20).
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

static const char rodata_addr_name[] = "net:netif_rx";

SEC("raw_tp/netif_receive_skb")
int rodata_addr(void *ctx)
{
	long ret;

	asm volatile("r1 = %[name] ll; %[ret] = r2;"
		     : [ret]"=r"(ret) : [name]"i"(rodata_addr_name) : "r1");
	return ret;
}

char LICENSE[] SEC("license") = "GPL";
