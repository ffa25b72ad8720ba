# Fish completion for checklists: its commands, and each command's options and values.
# Made from the commands' declarations by "make completions"; do not edit.
# Installed as fish/vendor_completions.d/checklists.fish.

set -l commands lists new-list rename-list remove-list add items edit check uncheck remove export import notify pending delivered cancel clear-delivered account sync daily-reminder help

# Whether the command on the line is $argv[1], or there is none yet when no argument is given.
function __fish_checklists_using
    set -l command
    set -l words (commandline -opc)
    set -e words[1]
    for word in $words
        if not string match -q -- '-*' $word
            set command $word
            break
        end
    end
    test "$command" = "$argv[1]"
end

complete -c checklists -f
complete -c checklists -s h -l help -d 'Show the help'
complete -c checklists -n '__fish_checklists_using' -l background -d 'Start in the tray without the window'
complete -c checklists -n '__fish_checklists_using' -a lists -d 'List the checklists and how many items each has left'
complete -c checklists -n '__fish_checklists_using' -a new-list -d 'Add a checklist'
complete -c checklists -n '__fish_checklists_using' -a rename-list -d 'Rename a checklist'
complete -c checklists -n '__fish_checklists_using' -a remove-list -d 'Delete a checklist, its items and their reminders'
complete -c checklists -n '__fish_checklists_using' -a add -d 'Add an item, with a due date and a reminder if you like'
complete -c checklists -n '__fish_checklists_using' -a items -d 'List the items of one checklist, or of all'
complete -c checklists -n '__fish_checklists_using' -a edit -d 'Change an item\'s text, due date or reminder'
complete -c checklists -n '__fish_checklists_using' -a check -d 'Check an item off (its reminder is cancelled)'
complete -c checklists -n '__fish_checklists_using' -a uncheck -d 'Uncheck an item (its reminder is scheduled again)'
complete -c checklists -n '__fish_checklists_using' -a remove -d 'Delete an item and its reminder'
complete -c checklists -n '__fish_checklists_using' -a export -d 'Write checklists as an iCalendar file other apps read'
complete -c checklists -n '__fish_checklists_using' -a import -d 'Read checklists from an iCalendar file'
complete -c checklists -n '__fish_checklists_using' -a notify -d 'Schedule a notification, or show one at once'
complete -c checklists -n '__fish_checklists_using' -a pending -d 'List the notifications that are scheduled and not yet delivered'
complete -c checklists -n '__fish_checklists_using' -a delivered -d 'List the notifications already delivered'
complete -c checklists -n '__fish_checklists_using' -a cancel -d 'Cancel scheduled notifications'
complete -c checklists -n '__fish_checklists_using' -a clear-delivered -d 'Forget delivered notifications'
complete -c checklists -n '__fish_checklists_using' -a account -d 'Add, list or remove an account on a CalDAV server'
complete -c checklists -n '__fish_checklists_using' -a sync -d 'Sync every account now'
complete -c checklists -n '__fish_checklists_using' -a daily-reminder -d 'Show the daily reminder, turn it on at a time of day, or off'
complete -c checklists -n '__fish_checklists_using' -a help -d 'Explain a command'
complete -c checklists -n '__fish_checklists_using help' -a "$commands"

complete -c checklists -n '__fish_checklists_using lists' -l json -d 'Print JSON'




complete -c checklists -n '__fish_checklists_using add' -l list -x -d 'The checklist'
complete -c checklists -n '__fish_checklists_using add' -l due -x -d 'The due date, such as "fri 7pm"'
complete -c checklists -n '__fish_checklists_using add' -l notes -x -d 'Notes'
complete -c checklists -n '__fish_checklists_using add' -l repeat -x -d 'How it repeats, such as "every monday"'
complete -c checklists -n '__fish_checklists_using add' -l remind -d 'Remind at the due time'
complete -c checklists -n '__fish_checklists_using add' -l remind-before -x -d 'Remind this long before, such as 15m'
complete -c checklists -n '__fish_checklists_using add' -l remind-at -x -d 'Remind at this date and time'
complete -c checklists -n '__fish_checklists_using add' -l wake -d 'Wake the computer for its reminders'
complete -c checklists -n '__fish_checklists_using add' -l nag -x -d 'Remind again this often until you respond, such as 10m'
complete -c checklists -n '__fish_checklists_using add' -l ring -d 'Ring like an alarm until you respond'
complete -c checklists -n '__fish_checklists_using add' -l floating -d 'Keep its time of day wherever you are'

complete -c checklists -n '__fish_checklists_using items' -l list -x -d 'The checklist'
complete -c checklists -n '__fish_checklists_using items' -l json -d 'Print JSON'

complete -c checklists -n '__fish_checklists_using edit' -l text -x -d 'The new text'
complete -c checklists -n '__fish_checklists_using edit' -l due -x -d 'The due date, such as "fri 7pm"'
complete -c checklists -n '__fish_checklists_using edit' -l no-due -d 'Remove the due date'
complete -c checklists -n '__fish_checklists_using edit' -l notes -x -d 'Notes'
complete -c checklists -n '__fish_checklists_using edit' -l repeat -x -d 'How it repeats, such as "every monday"'
complete -c checklists -n '__fish_checklists_using edit' -l no-repeat -d 'Do not repeat'
complete -c checklists -n '__fish_checklists_using edit' -l remind -d 'Remind at the due time'
complete -c checklists -n '__fish_checklists_using edit' -l no-remind -d 'Remove every reminder'
complete -c checklists -n '__fish_checklists_using edit' -l remind-before -x -d 'Remind this long before, such as 15m'
complete -c checklists -n '__fish_checklists_using edit' -l remind-at -x -d 'Remind at this date and time'
complete -c checklists -n '__fish_checklists_using edit' -l wake -d 'Wake the computer for its reminders'
complete -c checklists -n '__fish_checklists_using edit' -l no-wake -d 'Do not wake the computer'
complete -c checklists -n '__fish_checklists_using edit' -l nag -x -d 'Remind again this often until you respond, such as 10m'
complete -c checklists -n '__fish_checklists_using edit' -l no-nag -d 'Show each reminder once'
complete -c checklists -n '__fish_checklists_using edit' -l ring -d 'Ring like an alarm until you respond'
complete -c checklists -n '__fish_checklists_using edit' -l no-ring -d 'Do not ring'
complete -c checklists -n '__fish_checklists_using edit' -l floating -d 'Keep its time of day wherever you are'
complete -c checklists -n '__fish_checklists_using edit' -l no-floating -d 'Keep its time in your time zone'




complete -c checklists -n '__fish_checklists_using export' -l list -x -d 'The checklist'
complete -c checklists -n '__fish_checklists_using export' -F

complete -c checklists -n '__fish_checklists_using import' -l list -x -d 'The checklist'
complete -c checklists -n '__fish_checklists_using import' -F

complete -c checklists -n '__fish_checklists_using notify' -l title -x -d 'The title'
complete -c checklists -n '__fish_checklists_using notify' -l body -x -d 'The text under the title'
complete -c checklists -n '__fish_checklists_using notify' -l id -x -d 'The identifier'
complete -c checklists -n '__fish_checklists_using notify' -l sound -x -d 'A sound of the sound theme'
complete -c checklists -n '__fish_checklists_using notify' -l silent -d 'Play no sound'
complete -c checklists -n '__fish_checklists_using notify' -l ring -d 'Ring like an alarm until you respond'
complete -c checklists -n '__fish_checklists_using notify' -l urgency -x -a "low normal critical" -d 'The urgency'
complete -c checklists -n '__fish_checklists_using notify' -l attachment -r -F -d 'A PNG or JPEG image'
complete -c checklists -n '__fish_checklists_using notify' -l in -x -d 'Deliver after a duration, such as 5m'
complete -c checklists -n '__fish_checklists_using notify' -l at -x -d 'Deliver at "YYYY-MM-DD HH:MM"'
complete -c checklists -n '__fish_checklists_using notify' -l match -x -d 'Deliver on matching key=value pairs'
complete -c checklists -n '__fish_checklists_using notify' -l near -x -d 'Deliver on arriving at LAT,LON'
complete -c checklists -n '__fish_checklists_using notify' -l radius -x -d 'The size of the place, in metres'
complete -c checklists -n '__fish_checklists_using notify' -l on-exit -d 'Deliver on leaving the place'
complete -c checklists -n '__fish_checklists_using notify' -l repeats -d 'Deliver again and again'

complete -c checklists -n '__fish_checklists_using pending' -l json -d 'Print JSON'

complete -c checklists -n '__fish_checklists_using delivered' -l json -d 'Print JSON'

complete -c checklists -n '__fish_checklists_using cancel' -l all -d 'All of them'

complete -c checklists -n '__fish_checklists_using clear-delivered' -l all -d 'All of them'

complete -c checklists -n '__fish_checklists_using account' -l user -x -d 'The user name on the server'
complete -c checklists -n '__fish_checklists_using account' -l lists -x -d 'Sync only these task lists'
complete -c checklists -n '__fish_checklists_using account' -l certificate -x -d 'Trust only this server certificate'
complete -c checklists -n '__fish_checklists_using account' -l online-account -x -d 'Use this account of Online Accounts'
complete -c checklists -n '__fish_checklists_using account' -l json -d 'Print JSON'
complete -c checklists -n '__fish_checklists_using account; and not __fish_seen_subcommand_from add list online remove' -a "add list online remove"

complete -c checklists -n '__fish_checklists_using sync' -l json -d 'Print JSON'

complete -c checklists -n '__fish_checklists_using daily-reminder' -l title -x -d 'The title'
complete -c checklists -n '__fish_checklists_using daily-reminder' -l body -x -d 'The text under the title'
complete -c checklists -n '__fish_checklists_using daily-reminder; and not __fish_seen_subcommand_from on off' -a "on off"
