#!/bin/sh
# no-read.sh: a persistent bot that never reads its input and never
# answers: the referee must not block writing to it.
exec sleep 100
