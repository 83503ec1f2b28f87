#!/bin/sh
# crash.sh: a bot that reads the position and dies of SIGSEGV without a move.
read -r position
kill -s SEGV $$
