#!/bin/sh
# long-line.sh: a bot that answers with an endless line and no newline.
read -r position
yes a1 | tr -d '\n'
