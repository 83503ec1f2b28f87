#!/bin/sh
# ignore-term.sh: a bot that ignores SIGTERM and never answers, so only
# SIGKILL stops it.
trap '' TERM
read -r position
sleep 100
