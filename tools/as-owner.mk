# SPDX-License-Identifier: GPL-2.0
#
# Included by the Makefile instead of its rules when make runs as root in a
# clone that a user owns ("sudo make test"): root is needed only for make
# deps (Debian packages), so deps runs here and every other goal runs as
# the clone's owner (runuser), with the same variables. build/ then stays
# the owner's, and a later "make test" without sudo can use it.

OWNER		:= $(shell stat -c %U $(TOP))
GOALS		:= $(or $(MAKECMDGOALS),help)
USER_GOALS	:= $(filter-out deps,$(GOALS))
# Goals that need no package.
NO_DEPS		:= help clean export check-exported

.PHONY: $(GOALS)
$(firstword $(GOALS)):
	@$(if $(filter-out $(NO_DEPS),$(GOALS)),$(TOP)/tools/deps.sh $(KBASE) $(KSRC_PIN))
	@$(if $(USER_GOALS),echo "make: root only for make deps; $(USER_GOALS) as $(OWNER) (owner of $(TOP))" && \
		runuser -u $(OWNER) -- $(MAKE) --no-print-directory -C $(TOP) $(USER_GOALS))

$(filter-out $(firstword $(GOALS)),$(GOALS)):
	@:
