#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# join-referee.sh FILE: a bot (run with exec, so that it is the bot's
# first process) that leaves its process group for that of the process
# that started it, the referee's, which the referee does not signal as a
# whole; then starts a child there, and neither ever answers.  Both write
# their process IDs to FILE once they have moved (the bot's own also to
# FILE.bot).  Needs perl.
# shellcheck disable=SC2016
exec perl -e '
	setpgrp(0, getpgrp(getppid())) or die "setpgrp: $!";
	my $child = fork;
	defined $child or die "fork: $!";
	open(my $f, ">>", $ARGV[0]) or die "$ARGV[0]: $!";
	print $f "$$\n";
	close $f;
	if ($child) {
		open($f, ">>", "$ARGV[0].bot") or die "$ARGV[0].bot: $!";
		print $f "$$\n";
		close $f;
	}
	sleep 300;
' "$1"
