#!/bin/sh
# Install (or remove) the standalone Dealer Trainer folder for the current user on Linux.
#
#   ./install.sh              copy this folder to ~/.local/opt/dealer-trainer, put the
#                             'dealer-trainer' command in ~/.local/bin, and add the menu
#                             entry, icons and AppStream data under ~/.local/share
#   ./install.sh --uninstall  remove all of that again (progress and settings are kept)
#
# Shipped at the top of the standalone folder (packaging/build puts it there). Nothing
# here needs root, and nothing is ever written into the app's own folder after copying.
set -eu

APP_ID=io.github.dealer_trainer.DealerTrainer
EXE=dealer-trainer
here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
target=$HOME/.local/opt/$EXE
bin_dir=$HOME/.local/bin
sizes="16 24 32 48 64 128 256 512"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database -q "$data_home/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q -t "$data_home/icons/hicolor" 2>/dev/null || true
}

uninstall() {
    rm -f "$data_home/applications/$APP_ID.desktop" "$data_home/metainfo/$APP_ID.metainfo.xml"
    for n in $sizes; do rm -f "$data_home/icons/hicolor/${n}x${n}/apps/$APP_ID.png"; done
    rm -f "$data_home/icons/hicolor/scalable/apps/$APP_ID.svg"
    if [ -L "$bin_dir/$EXE" ]; then rm -f "$bin_dir/$EXE"; fi
    rm -rf "$target"
    refresh
    echo "Removed Dealer Trainer. Your progress and settings are kept, in"
    echo "  $data_home/dealer-trainer and ${XDG_CONFIG_HOME:-$HOME/.config}/dealer-trainer"
}

case "${1:-}" in
    --uninstall) uninstall; exit 0 ;;
    "") ;;
    *) echo "usage: $0 [--uninstall]" >&2; exit 2 ;;
esac

[ -x "$here/$EXE" ] || { echo "$0: run me from the unpacked dealer-trainer folder" >&2; exit 1; }
if [ "$here" != "$target" ]; then
    rm -rf "$target"
    mkdir -p "$(dirname "$target")"
    cp -R "$here" "$target"
fi
mkdir -p "$bin_dir" "$data_home/applications" "$data_home/metainfo"
ln -sfn "$target/$EXE" "$bin_dir/$EXE"
# The menu entry starts the copied program by its full path: ~/.local/bin need not be on PATH.
sed "s|^Exec=.*|Exec=\"$target/$EXE\"|" "$target/share/applications/$APP_ID.desktop" \
    >"$data_home/applications/$APP_ID.desktop"
cp "$target/share/metainfo/$APP_ID.metainfo.xml" "$data_home/metainfo/"
cp -R "$target/share/icons" "$data_home/"
refresh
echo "Installed Dealer Trainer in $target; start it from the menu or with '$EXE'."
