#!/bin/sh
# escape.sh: a bot whose child leaves its process group (setsid) holding
# the output open, out of the referee's reach; the referee must not wait
# for it.
setsid sleep 5 &
read -r position
exit 0
