"""PyInstaller hook for PySide6.QtGui: PyInstaller's own, minus Qt plugins the app never loads.

Used instead of the built-in hook (hooks in the spec's ``hookspath`` take priority). Dropping
a plugin here, before PyInstaller follows shared-library dependencies, also leaves out what
only that plugin needs: the GTK 3 theme would bring a half set of the build machine's GTK
libraries (cairo, pango) that clash with the user's GTK, and the TUIO touch plugin would
bring QtNetwork and Kerberos.

Kept: xcb and wayland (desktops), offscreen (headless --self-test), image formats, the SVG
icon engine, the XDG desktop portal theme (native file dialogs), input methods.
"""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

UNUSED_PLUGINS = (
    # embedded, kiosk and remote displays
    "platforms/libqeglfs",
    "platforms/libqlinuxfb",
    "platforms/libqvnc",
    "platforms/libqvkkhrdisplay",
    "platforms/libqminimalegl",
    "platforms/libqminimal.",
    "egldeviceintegrations/",
    # raw input devices (for the embedded platforms above) and TUIO network touch
    "generic/",
    # GTK 3 theme: needs the user's GTK, and libraries of the build machine's would be bundled
    "platformthemes/libqgtk3",
)


def _keep(entry):
    path = entry[0].replace("\\", "/")
    if "/plugins/" not in path:
        return True
    rel = path.split("/plugins/", 1)[1]
    return not rel.startswith(UNUSED_PLUGINS)


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [entry for entry in binaries if _keep(entry)]
