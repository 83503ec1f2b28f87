#!/bin/sh
# exit.sh: a bot that reads the position and exits with status 3 without a move.
read -r position
exit 3
