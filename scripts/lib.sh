# Sourced by the start and test scripts. Corepack cannot fetch pnpm on every machine, so pnpm
# runs through npx; a shim on PATH lets package scripts call `pnpm` as usual.
shim_dir="$(pwd)/.tmp/bin"
mkdir -p "$shim_dir"
cat > "$shim_dir/pnpm" <<'SHIM'
#!/usr/bin/env sh
exec npx -y pnpm@10 "$@"
SHIM
chmod +x "$shim_dir/pnpm"
export PATH="$shim_dir:$PATH"
export npm_config_update_notifier=false
