#!/usr/bin/env bash
# SQL injection scan: starts the shop on a fresh embedded database (or DATABASE_URL), signs in a
# shopper and the seller, and runs Debian's sqlmap (apt-get install sqlmap) against every parameter the
# API reads. Last line: "sqlmap: N targets, M parameters tested, K injectable". Exits 1 when K > 0.
# Not part of CI: it sends tens of thousands of requests and takes many minutes. SECURITY.md keeps its
# last result.
#   scripts/sqlmap-scan.sh            SQLMAP_PORT (default 3902), SQLMAP_LEVEL (1-5, default 2), SQLMAP_KEEP=1
set -euo pipefail
cd "$(dirname "$0")/.."

command -v sqlmap >/dev/null || { echo "sqlmap is missing: apt-get install -y sqlmap"; exit 2; }
port=${SQLMAP_PORT:-3902}
level=${SQLMAP_LEVEL:-2}
base="http://127.0.0.1:$port"
work=$(mktemp -d /tmp/glow-sqlmap-XXXXXX)
seller_email=scan-seller@glowbeauty.ng
seller_password=scan-seller-pass-2026

# Development mode, so the sandbox checkout is there to be scanned too. sqlmap sends each probe from a
# fresh X-Forwarded-For address (tamper script xforwardedfor), believed from loopback (TRUST_PROXY);
# its thousands of wrong logins, orders and bookings would meet the limits, which are raised here.
NODE_ENV=development TRUST_PROXY=loopback PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" DIST_DIR="$work/no-dist" LOG_LEVEL=warn \
  LOGIN_FAILURES_PER_ACCOUNT=10000 LOGIN_FAILURES_PER_ADDRESS=100000 ORDERS_PER_MINUTE=100000 BOOKINGS_PER_HOUR=100000 \
  PUBLIC_URL=$base SELLER_EMAIL=$seller_email SELLER_PASSWORD=$seller_password PAYSTACK_SECRET_KEY='' \
  node --import tsx server/src/server.ts >"$work/server.log" 2>&1 &
server=$!
# SQLMAP_KEEP=1 keeps the server log and sqlmap's full logs in $work for a closer look.
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; [ -n "${SQLMAP_KEEP:-}" ] && echo "logs kept in $work" || rm -rf "$work"' EXIT
for _ in $(seq 1 120); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.5; done
curl -sf "$base/api/health" >/dev/null || { cat "$work/server.log"; echo "the shop did not start"; exit 2; }

json() { curl -s -c "$1" -b "$1" -H 'content-type: application/json' -X POST "$base$2" -d "$3"; }
cookie() { awk -v name="$2" '$6 == name { print $7 }' "$1"; }

json "$work/user.jar" /api/user/register '{"name":"Scan Shopper","email":"scan@example.ng","password":"scan-pass-2026"}' >/dev/null
address_json='{"firstName":"Ada","lastName":"Obi","email":"scan@example.ng","street":"12 Awolowo Road","city":"Ikoyi","state":"Lagos","zipcode":"101233","country":"Nigeria","phone":"+2348012345678"}'
address_id=$(json "$work/user.jar" /api/address/add "{\"address\":$address_json}" | node -pe 'JSON.parse(require("fs").readFileSync(0)).address._id')
product_id=$(curl -s "$base/api/product/list" | node -pe 'JSON.parse(require("fs").readFileSync(0)).products.find((p) => p.inStock)._id')
order_id=$(json "$work/user.jar" /api/order/cod "{\"items\":[{\"product\":\"$product_id\",\"quantity\":1}],\"address\":\"$address_id\"}" | node -pe 'JSON.parse(require("fs").readFileSync(0)).orderId')
json "$work/seller.jar" /api/seller/login "{\"email\":\"$seller_email\",\"password\":\"$seller_password\"}" >/dev/null
user_cookie="glow_session=$(cookie "$work/user.jar" glow_session)"
seller_cookie="glow_seller=$(cookie "$work/seller.jar" glow_seller)"
[ "$user_cookie" != "glow_session=" ] && [ "$seller_cookie" != "glow_seller=" ] || { echo "could not sign in for the scan"; exit 2; }
tomorrow=$(date -d tomorrow +%F)

targets=0
unscanned=()
# sqlmap's verdict on each parameter it tested.
tested_pattern="parameter '[^']+' (does not seem to be injectable|is '.+' injectable|is vulnerable)"
scan() { # name, sqlmap arguments...
  local name=$1 count; shift
  targets=$((targets + 1))
  echo "::: $name"
  # Refusals (401, 404, 409) are answers to compare, not a reason to stop.
  sqlmap --batch --flush-session --disable-coloring --dbms=PostgreSQL --level="$level" --risk=1 --time-sec=2 \
    --threads=4 --tamper=xforwardedfor --ignore-code=401,403,404,409 --output-dir="$work/out/$name" "$@" \
    </dev/null >"$work/$name.log" 2>&1 || true
  count=$(grep -cE "$tested_pattern" "$work/$name.log" || true)
  [ "$count" -gt 0 ] || unscanned+=("$name")
  grep -oE "$tested_pattern|^Parameter: .*" "$work/$name.log" | sed 's/^/    /' || true
}

scan user-login -u "$base/api/user/login" --data '{"email":"ada@example.ng","password":"secret-123"}'
scan user-register -u "$base/api/user/register" --data '{"name":"Ada","email":"new@example.ng","password":"secret-123"}'
scan seller-login -u "$base/api/seller/login" --data '{"email":"x@glowbeauty.ng","password":"secret-123"}'
scan product-id -u "$base/api/product/$product_id*"
scan product-stock -u "$base/api/product/stock" --cookie "$seller_cookie" --data "{\"id\":\"$product_id\",\"inStock\":true}"
scan cart-update -u "$base/api/cart/update" --cookie "$user_cookie" --data "{\"cartItems\":{\"$product_id*\":2}}"
scan address-add -u "$base/api/address/add" --cookie "$user_cookie" --data "{\"address\":$address_json}"
scan order-cod -u "$base/api/order/cod" --cookie "$user_cookie" --data "{\"items\":[{\"product\":\"$product_id\",\"quantity\":1}],\"address\":\"$address_id\"}"
scan order-status -u "$base/api/order/status" --cookie "$seller_cookie" --data "{\"orderId\":\"$order_id\",\"status\":\"Processing\"}"
scan order-mark-paid -u "$base/api/order/mark-paid" --cookie "$seller_cookie" --data "{\"orderId\":\"$order_id\"}"
scan paystack-verify -u "$base/api/order/paystack/verify?reference=glow_scan_1"
scan booking-availability -u "$base/api/booking/availability?date=$tomorrow&category=hair"
scan booking -u "$base/api/booking" --data "{\"category\":\"nails\",\"preferredEmployee\":\"any\",\"date\":\"$tomorrow\",\"startTime\":\"09:00\",\"service\":\"pedicure\",\"fullName\":\"Ada Obi\",\"email\":\"ada@example.ng\",\"phone\":\"08012345678\",\"paymentMethod\":\"card\"}"
scan contact -u "$base/api/contact" --data 'name=Ada&email=ada%40example.ng&subject=Hours&message=Open+on+Sunday%3F'
scan newsletter -u "$base/api/newsletter" --data '{"email":"news@example.ng"}'
scan paystack-sandbox -u "$base/api/order/paystack/sandbox" --data 'reference=glow_000000000000000000000000&outcome=pay'

tested=$(cat "$work"/*.log | grep -cE "$tested_pattern" || true)
injectable=$(cat "$work"/*.log | grep -cE "^Parameter: " || true)
errors=$(grep -cE '"level":(50|60)' "$work/server.log" || true)
echo "server errors logged during the scan: $errors"
[ ${#unscanned[@]} -eq 0 ] || echo "targets sqlmap could not test: ${unscanned[*]}"
echo "sqlmap: $targets targets, $tested parameters tested, $injectable injectable"
[ "$injectable" -eq 0 ] && [ ${#unscanned[@]} -eq 0 ] && [ "$errors" -eq 0 ]
