#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# "make run": the RFC's filter_ex1 as the filter of net:netif_receive_skb,
# end to end in the guest.
T=/sys/kernel/tracing
E=$T/events/net/netif_receive_skb
say() { echo; echo "demo: $*"; }

ip link add name v0 type veth && ip link set dev veth0 name v1
ip link set v0 up
ip link set v1 up

say "cat /bpf/filter_ex1.o > $E/filter"
cat /bpf/filter_ex1.o >$E/filter || exit 1
say "cat $E/filter"
cat $E/filter
say "bpftool prog show name filter_ex1"
bpftool prog show name filter_ex1

say "4 frames on lo, 4 frames from v0 to v1, netif_receive_skb enabled"
echo 1 >$E/enable
sendraw lo 4
sendraw v0 4
echo 0 >$E/enable
say "the trace: only lo's frames were kept"
grep -v '^#' $T/trace
say "ring buffer: $(grep -h '^entries' $T/per_cpu/cpu*/stats | tr '\n' ' ')"

say "a program the verifier refuses leaves filter_ex1 in force:"
echo "demo: cat /bpf/loop.o > $E/filter"
cat /bpf/loop.o >$E/filter
cat $T/error_log
cat $E/filter
echo 0 >$E/filter
