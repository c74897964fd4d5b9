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

# Installs a Debian package with apt-get when its command is missing (sudo unless root).
apt_install_missing() {
  local command_path="$1" package="$2" why="$3"
  if [ ! -x "$command_path" ]; then
    echo "==> installing Debian's $package $why"
    local sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$package" >/dev/null
  fi
}
