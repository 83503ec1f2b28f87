#!/bin/sh
# half-line.sh: a bot that writes half a move line and is killed.
read -r position
printf 'c3-c'
kill -s KILL $$
