// The Checklists tests' session mode loads this: GNOME Shell 43 answers
// org.gnome.Shell.Eval only in unsafe mode and has no flag to ask for it.
const Main = imports.ui.main;

function init() {
}

function enable() {
    // Turning unsafe mode on posts a warning unless Looking Glass is open:
    // the tests count banners, so it must not be one of them.
    const lookingGlass = Main.lookingGlass;
    Main.lookingGlass = {isOpen: true};
    try {
        global.context.unsafe_mode = true;
    } finally {
        Main.lookingGlass = lookingGlass;
    }
}

function disable() {
    global.context.unsafe_mode = false;
}
