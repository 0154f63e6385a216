# SPDX-License-Identifier: GPL-2.0
#
# The tests: host unit tests, make test, make test-debug.
# Included by the top-level Makefile, which holds TOP and KSRC_PIN.

# Guest suites "make test" runs (directories of selftests/guest); add more
# with TESTS="smoke broken", or give TESTS alone to run only those.
TESTS		?= smoke controls bpf ftrace
TEST_TIMEOUT	?= 1500
# Guests run side by side, TEST_SHARDS of them (one host core each under
# TCG thread=single). One here: on this 2-core machine two debug guests
# side by side each ran their tests 1.5 to 2 times slower than one alone,
# which gained nothing; more shards are for more cores.
TEST_SHARDS	?= 1

host-test: deps
	@$(TOP)/selftests/host/run.sh

test: deps
	@$(TOP)/tools/vm/test-all.sh "$(TESTS)" $(TEST_TIMEOUT) $(TEST_SHARDS)

# The guest suites on the debug kernel (kernel-config/debug.config). By
# default all but ftrace: ftracetest's cases take the filter paths that
# bpf/'s tests take under the checkers too, and what they prove besides
# (the cases pass as upstream's harness runs them) make test proves; on
# the debug kernel they take some 7 minutes. TESTS=... picks suites for
# both.
# controls/40 is ftracetest's control, so it goes with it.
ifeq ($(origin TESTS),file)
DEBUG_TESTS	?= smoke controls/1 controls/2 controls/3 controls/5 bpf
else
DEBUG_TESTS	?= $(TESTS)
endif
# The debug guest takes over 40 minutes on 2 cores when CPU is stolen at
# times; a slower machine must not fail it for time alone.
DEBUG_TEST_TIMEOUT ?= 3900
DEBUG_SHARDS	?= $(TEST_SHARDS)
test-debug: deps
	@$(TOP)/tools/vm/test-debug.sh "$(DEBUG_TESTS)" $(DEBUG_TEST_TIMEOUT) $(DEBUG_SHARDS)
