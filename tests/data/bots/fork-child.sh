#!/bin/sh
# fork-child.sh: a bot that exits at once without a move, leaving a child
# that keeps its standard output open.
sleep 100 &
exit 0
