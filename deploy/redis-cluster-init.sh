#!/bin/sh
# Forms the compose Redis Cluster once (docker-compose.yml, service redis-cluster-init): three
# primaries and a replica each over the six nodes given as host:port, then waits until it serves
# every slot. Run again on a formed cluster (a restart with its volumes), it only waits.
#
#   sh deploy/redis-cluster-init.sh HOST:PORT HOST:PORT HOST:PORT HOST:PORT HOST:PORT HOST:PORT
set -eu
[ "$#" -eq 6 ] || { echo "usage: redis-cluster-init.sh HOST:PORT x6" >&2; exit 2; }

first="$1"
host="${first%:*}"
port="${first##*:}"

# A node that was never part of a cluster serves no slot; one that was keeps its slots in nodes.conf.
if redis-cli -h "$host" -p "$port" cluster info | grep -q '^cluster_slots_assigned:0'; then
  echo "Forming the Redis Cluster over $*"
  redis-cli --cluster create "$@" --cluster-replicas 1 --cluster-yes
else
  echo "The Redis Cluster is already formed."
fi

# Every node must see every slot served before the servers start (their /readyz checks the same).
for node in "$@"; do
  attempts=0
  until redis-cli -h "${node%:*}" -p "${node##*:}" cluster info | grep -q '^cluster_state:ok'; do
    attempts=$((attempts + 1))
    if [ "$attempts" -ge 60 ]; then
      echo "$node does not report cluster_state:ok after 30 s; redis-cli --cluster check $node tells why" >&2
      exit 1
    fi
    sleep 0.5
  done
done
echo "The Redis Cluster serves every slot."
