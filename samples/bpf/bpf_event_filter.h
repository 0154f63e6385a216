/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kfuncs with which a BPF event filter acts on the instance of the
 * event it filters (Documentation/trace/bpf-event-filters.rst, "Filters
 * that act"). vmlinux.h declares kfuncs only when pahole wrote their BTF
 * declaration tags (1.25 and later); Debian 12's is 1.24.
 */
#ifndef __BPF_EVENT_FILTER_H
#define __BPF_EVENT_FILTER_H

/* Stop recording once the event is recorded (traceoff trigger) */
extern int bpf_event_filter_trace_off(void) __ksym;
/* Restart recording after the event (traceon trigger) */
extern int bpf_event_filter_trace_on(void) __ksym;
/* Swap the snapshot buffer now (snapshot trigger); -EAGAIN within 1 ms */
extern int bpf_event_filter_snapshot(void) __ksym;
/* Write a mark (ftrace:bpf_filter_mark) into the instance now */
extern int bpf_event_filter_mark(__u64 value) __ksym;
extern int bpf_event_filter_mark_text(__u64 value, const char *text,
				      __u32 text__sz) __ksym;
/* Arm or disarm another event of the instance (enable_event trigger) */
extern int bpf_event_filter_arm(const char *event__str) __ksym;
extern int bpf_event_filter_disarm(const char *event__str) __ksym;

#endif /* __BPF_EVENT_FILTER_H */
