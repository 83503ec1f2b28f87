#!/bin/sh
# garbage.sh: a bot that answers with a line that is not a move.
read -r position
echo 'hello, world'
