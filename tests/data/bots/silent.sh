#!/bin/sh
# silent.sh: a bot that reads its input and exits with status 0, writing nothing.
cat >/dev/null
