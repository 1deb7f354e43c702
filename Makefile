# Installs rotor, its shell completions and its man page.
#
#   make install                          # release build into /usr/local
#   make install PREFIX=~/.local          # no root needed
#   make install DESTDIR=/tmp/pkg PREFIX=/usr   # staged, for packaging
#   make uninstall PREFIX=~/.local
#
# CONFIGURATION=debug installs the debug build instead (`.ci/run` checks the install with it: a
# release build takes many minutes); SWIFT_BUILD_FLAGS passes flags to `swift build`, e.g. --static-swift-stdlib.

PREFIX ?= /usr/local
# `PREFIX=~/.local` reaches make with the tilde unexpanded from shells such as zsh.
override PREFIX := $(patsubst ~%,$(HOME)%,$(PREFIX))
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
DESTDIR ?=
CONFIGURATION ?= release
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

BASH_COMPLETION_DIR ?= $(DATADIR)/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(DATADIR)/zsh/site-functions
FISH_COMPLETION_DIR ?= $(DATADIR)/fish/vendor_completions.d

BUILD = $(SWIFT) build -c $(CONFIGURATION) $(SWIFT_BUILD_FLAGS)
# Where this configuration's products are: asked of SwiftPM once, when a recipe first needs it
# (`uninstall` never does).
BIN_PATH = $(eval BIN_PATH := $$(shell $(BUILD) --show-bin-path))$(BIN_PATH)
# Everything goes through a staging folder first, so a failed step installs nothing half-made.
STAGE = .build/install-stage

.PHONY: all build install uninstall

all: build

build:
	$(BUILD) --product rotor

# The man page comes from swift-argument-parser's `generate-manual`, the tool behind its
# `generate-manual` package plugin, run directly on the one binary: the plugin builds every product
# of the package (the benchmark too) before it looks at any. Both work offline and write the same page.
install: build
	rm -rf $(STAGE)
	mkdir -p $(STAGE)/man
	$(BUILD) --product generate-manual
	"$(BIN_PATH)/generate-manual" "$(BIN_PATH)/rotor" --output-directory $(STAGE)/man
	"$(BIN_PATH)/rotor" --generate-completion-script bash > $(STAGE)/rotor.bash
	"$(BIN_PATH)/rotor" --generate-completion-script zsh > $(STAGE)/_rotor
	"$(BIN_PATH)/rotor" --generate-completion-script fish > $(STAGE)/rotor.fish
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASH_COMPLETION_DIR)" \
		"$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	install -m 755 "$(BIN_PATH)/rotor" "$(DESTDIR)$(BINDIR)/rotor"
	install -m 644 $(STAGE)/man/rotor.1 "$(DESTDIR)$(MANDIR)/man1/rotor.1"
	install -m 644 $(STAGE)/rotor.bash "$(DESTDIR)$(BASH_COMPLETION_DIR)/rotor"
	install -m 644 $(STAGE)/_rotor "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_rotor"
	install -m 644 $(STAGE)/rotor.fish "$(DESTDIR)$(FISH_COMPLETION_DIR)/rotor.fish"
	rm -rf $(STAGE)

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/rotor" "$(DESTDIR)$(MANDIR)/man1/rotor.1" \
		"$(DESTDIR)$(BASH_COMPLETION_DIR)/rotor" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_rotor" \
		"$(DESTDIR)$(FISH_COMPLETION_DIR)/rotor.fish"
