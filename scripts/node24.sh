# Puts Node.js 24 first on PATH in this shell, installing it from the npm registry's binary package when the
# machine's Node is older (scripts/node24.mjs does the work). Source it: `. scripts/node24.sh`.
expediente_node_bin="$(node "$(dirname "${BASH_SOURCE[0]:-$0}")/node24.mjs" --bin)" || return 1 2>/dev/null || exit 1
case ":$PATH:" in *":$expediente_node_bin:"*) ;; *) export PATH="$expediente_node_bin:$PATH" ;; esac
echo "Node.js $(node -v), npm $(npm -v 2>/dev/null)"
