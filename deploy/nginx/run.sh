#!/usr/bin/env bash
# Serves a built site with Debian's nginx and deploy/nginx/site.conf, in the foreground, on
# 127.0.0.1:PORT, as an unprivileged user, with every temporary file in a temporary directory.
# SIGTERM or SIGINT stops nginx gracefully and removes that directory. A build made for a sub-path
# (BASE_URL=/troubleshoot/ npm run build) is served at that path, as BUILD_DIR/.nginx/base-url says.
#
#   deploy/nginx/run.sh BUILD_DIR PORT
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR PORT" >&2
  exit 2
fi
root=$(cd "$1" && pwd)
port=$2
here=$(cd "$(dirname "$0")" && pwd)
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}

if [ ! -x "$nginx_bin" ]; then
  echo "nginx not found: install Debian's nginx (apt-get install -y nginx) or set NGINX." >&2
  exit 1
fi
for file in security-headers.conf base-url; do
  if [ ! -f "$root/.nginx/$file" ]; then
    echo "$root/.nginx/$file is missing: is $root a build of this site?" >&2
    exit 1
  fi
done
base=$(cat "$root/.nginx/base-url")
if ! [[ "$base" =~ ^/([A-Za-z0-9._~-]+/)*$ ]]; then
  echo "$root/.nginx/base-url: not a base URL such as / or /troubleshoot/: $base" >&2
  exit 1
fi

tmp=$(mktemp -d)
chmod 755 "$tmp"
mkdir -p "$tmp/logs" "$tmp/body" "$tmp/proxy" "$tmp/fastcgi" "$tmp/uwsgi" "$tmp/scgi"

# Run as `nobody` when started as root; otherwise as whoever runs this script.
run_as=()
if [ "$(id -u)" = "0" ]; then
  chown -R nobody:nogroup "$tmp"
  run_as=(setpriv --reuid=nobody --regid=nogroup --clear-groups --)
fi

# Under a sub-path, nginx's root is a directory in which the build is at that path, and the
# site's own paths in site.conf (error page, locations) get the prefix, as site.conf describes.
www=$root
if [ "$base" != / ]; then
  www=$tmp/www
  mkdir -p "$(dirname "$www${base%/}")"
  ln -s "$root" "$www${base%/}"
fi
sed -E -e "s#listen 8080;#listen 127.0.0.1:${port};#" \
    -e "s#root /srv/troubleshoot-docs;#root ${www};#" \
    -e "s#/srv/troubleshoot-docs/#${root}/#g" \
    -e "s#^( *)(error_page 404 |location \^~ )/#\1\2${base}#" \
    "$here/site.conf" > "$tmp/site.conf"

cat > "$tmp/nginx.conf" <<CONF
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${tmp}/body;
    proxy_temp_path ${tmp}/proxy;
    fastcgi_temp_path ${tmp}/fastcgi;
    uwsgi_temp_path ${tmp}/uwsgi;
    scgi_temp_path ${tmp}/scgi;
    include ${tmp}/site.conf;
}
CONF

"${run_as[@]}" "$nginx_bin" -t -q -p "$tmp" -c "$tmp/nginx.conf"
"${run_as[@]}" "$nginx_bin" -p "$tmp" -c "$tmp/nginx.conf" -g 'daemon off;' &
pid=$!

stop() {
  kill -QUIT "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$tmp"
  exit 0
}
trap stop TERM INT
echo "Serving $root on http://127.0.0.1:${port}${base}"
wait "$pid"
status=$?
rm -rf "$tmp"
exit "$status"
