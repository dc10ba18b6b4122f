#!/bin/sh
# Runs the units of this folder under a real systemd, in a throwaway Debian 12 container, and
# checks what docs/product/operacao.md ("Running it as a service") promises: the service starts
# as its user with every hardening option and serves; a killed server is restarted; a stop ends
# it with exit 0; the backup service writes a backup and the metric sees it; the timer is set;
# the restore through `systemd-run` (the walkthrough's alias) refuses a database in use and
# restores one that is not; the audit chain verifies. `systemd-analyze verify` (the test suite's
# check) cannot see a system call the filter forbids; this can.
#
#   npm run build && sudo deploy/systemd/prova.sh
#
# Needs root, debootstrap and systemd-container (apt-get install debootstrap systemd-container)
# and Debian's mirror (about 45 s to make the container). The build at the repository's root is
# bound read-only at /opt/portal; the container has its own network, so nothing on this machine's
# ports is touched. Everything is under .work/prova-systemd and removed at the end.
set -eu
raiz=$(cd "$(dirname "$0")/../.." && pwd)
dir="$raiz/.work/prova-systemd"
rootfs="$dir/rootfs"
falhas=0
ok() { echo "ok   $1"; }
falha() { echo "FALHA $1"; falhas=$((falhas + 1)); }

[ -f "$raiz/dist/server/main.js" ] || { echo "Rode npm run build antes."; exit 1; }
rm -rf "$dir"
mkdir -p "$dir"
debootstrap --variant=minbase --include=systemd,systemd-sysv,dbus,curl,ca-certificates \
  bookworm "$rootfs" http://deb.debian.org/debian >"$dir/debootstrap.log" 2>&1
cp "$(command -v node)" "$rootfs/usr/bin/node"
mkdir -p "$rootfs/opt/portal"
install -d -m 0700 "$rootfs/etc/portal"
install -m 0600 "$raiz/deploy/systemd/portal.env.exemplo" "$rootfs/etc/portal/portal.env"
for k in JWT_SECRET AUDITORIA_CHAVE MFA_SECRET; do
  sed -i "s|^$k=\$|$k=$(head -c 36 /dev/urandom | base64 | tr -d '\n')|" "$rootfs/etc/portal/portal.env"
done
cp "$raiz"/deploy/systemd/portal.service "$raiz"/deploy/systemd/portal-backup.* \
  "$rootfs/etc/systemd/system/"
cat >"$rootfs/etc/systemd/system/prova.target" <<'EOF'
[Unit]
Requires=basic.target
After=basic.target
Wants=portal.service
AllowIsolate=yes
EOF

# nspawn keeps its state under /run/systemd/nspawn, which must be a tmpfs; no D-Bus on the host
mkdir -p /run/systemd/nspawn
mountpoint -q /run/systemd/nspawn || mount -t tmpfs tmpfs /run/systemd/nspawn
nspawn="systemd-nspawn --quiet --register=no --keep-unit -D $rootfs"
$nspawn useradd --system --user-group --home-dir /var/lib/portal --no-create-home \
  --shell /usr/sbin/nologin portal
$nspawn install -d -m 0700 -o portal -g portal /var/backups/portal
$nspawn --bind-ro="$raiz:/opt/portal" --private-network -b -- systemd.unit=prova.target \
  >"$dir/console.log" 2>&1 &
nspawn_pid=$!
trap 'kill $nspawn_pid 2>/dev/null; wait $nspawn_pid 2>/dev/null; rm -rf "$dir"' EXIT

init=""
for _ in $(seq 1 60); do
  init=$(for p in $(pgrep -f 'systemd.unit=prova.target'); do
    [ "$(cat "/proc/$p/comm" 2>/dev/null)" = systemd ] && echo "$p"
  done | head -1)
  estado=$([ -n "$init" ] && nsenter -t "$init" -a systemctl show -p SystemState --value 2>/dev/null || true)
  [ "$estado" = running ] || [ "$estado" = degraded ] && break
  sleep 1
done
[ -n "$init" ] || { cat "$dir/console.log"; echo "O systemd do contêiner não subiu."; exit 1; }
dentro() { nsenter -t "$init" -a "$@"; }
pronto() {
  for _ in $(seq 1 30); do
    [ "$(dentro curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3000/api/health/pronto)" = 200 ] && return 0
    sleep 1
  done
  return 1
}
cli() {
  dentro systemd-run --quiet --wait --pipe --uid=portal --gid=portal \
    -p EnvironmentFile=/etc/portal/portal.env -p WorkingDirectory=/opt/portal \
    -E NODE_ENV=production -E DATA_DIR=/var/lib/portal /usr/bin/node /opt/portal/dist/server/cli.js "$@"
}

if pronto; then ok "portal.service ativo e pronto"; else
  dentro journalctl -u portal -n 20 --no-pager -o cat
  falha "portal.service não ficou pronto"
fi
[ "$(dentro systemctl show portal -p User --value)" = portal ] && ok "roda como portal" || falha "usuário"
dentro journalctl -u portal --no-pager -o cat | grep -q 'Senha temporária:' &&
  ok "o journal mostra a senha temporária do primeiro administrador" || falha "senha no journal"

if dentro systemctl start portal-backup.service &&
  dentro sh -c 'ls /var/backups/portal/portal-*.ndjson.gz' >/dev/null 2>&1 &&
  dentro curl -s http://127.0.0.1:9464/metrics | grep -q '^portal_backup_last_success_timestamp_seconds [1-9]'; then
  ok "portal-backup.service grava o backup e a métrica o vê"
else
  dentro journalctl -u portal-backup -n 10 --no-pager -o cat
  falha "backup"
fi
dentro systemctl start portal-backup.timer
dentro systemctl list-timers portal-backup.timer --no-pager | grep -q portal-backup.service &&
  ok "portal-backup.timer agendado" || falha "timer"

antes=$(dentro systemctl show portal -p MainPID --value)
dentro systemctl kill -s KILL portal
sleep 6
depois=$(dentro systemctl show portal -p MainPID --value)
if [ "$depois" != 0 ] && [ "$depois" != "$antes" ] && pronto; then
  ok "morto com SIGKILL, reiniciado em 5 s"
else falha "reinício depois de SIGKILL"; fi

if cli restaurar --arquivo "$(dentro sh -c 'ls -t /var/backups/portal/*.gz | head -1')" --substituir 2>&1 |
  grep -q 'usando este banco'; then
  ok "restaurar com o servidor no ar é recusado"
else falha "restaurar com o servidor no ar"; fi

dentro systemctl stop portal-backup.timer portal
[ "$(dentro systemctl show portal -p ExecMainStatus --value)" = 0 ] &&
  ok "systemctl stop: saída 0" || falha "parada"
# the instance killed above counts as running for 30 s after its last mark
sleep 31
cli restaurar --arquivo "$(dentro sh -c 'ls -t /var/backups/portal/*.gz | head -1')" --substituir &&
  ok "restaurar pelo systemd-run, com o servidor parado" || falha "restaurar"
dentro systemctl start portal portal-backup.timer
pronto && ok "de volta no ar depois da restauração" || falha "volta depois da restauração"
cli verificar-auditoria && ok "cadeia de auditoria íntegra" || falha "auditoria"
dentro systemd-analyze security portal --no-pager | tail -1

[ "$falhas" = 0 ] && echo "Tudo certo sob o systemd de verdade." || echo "$falhas falha(s)."
exit "$falhas"
