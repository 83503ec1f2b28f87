#!/bin/sh
# hang.sh: a bot that reads the position and never answers.
read -r position
sleep 100
