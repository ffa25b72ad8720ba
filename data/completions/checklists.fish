# Fish completion for checklists: its commands, and each command's options and values.
# Installed as fish/vendor_completions.d/checklists.fish.

set -l commands lists new-list rename-list remove-list add items edit check uncheck remove export import notify pending delivered cancel clear-delivered account sync daily-reminder help

complete -c checklists -f
complete -c checklists -s h -l help -d 'Show the help'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -l background -d 'Start in the tray without the window'

complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a lists -d 'List the checklists'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a new-list -d 'Add a checklist'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a rename-list -d 'Rename a checklist'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a remove-list -d 'Delete a checklist and its items'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a add -d 'Add an item'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a items -d 'List items'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a edit -d 'Change an item'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a check -d 'Check an item off'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a uncheck -d 'Uncheck an item'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a remove -d 'Delete an item'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a export -d 'Write checklists as iCalendar'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a import -d 'Read checklists from iCalendar'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a notify -d 'Schedule or show a notification'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a pending -d 'List scheduled notifications'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a delivered -d 'List delivered notifications'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a cancel -d 'Cancel scheduled notifications'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a clear-delivered -d 'Forget delivered notifications'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a account -d 'Add, list or remove a CalDAV account'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a sync -d 'Sync every account now'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a daily-reminder -d 'Show or set the daily reminder'
complete -c checklists -n "not __fish_seen_subcommand_from $commands" -a help -d 'Explain a command'

complete -c checklists -n "__fish_seen_subcommand_from help" -a "$commands"

complete -c checklists -n "__fish_seen_subcommand_from lists items pending delivered sync account" -l json -d 'Print JSON'
complete -c checklists -n "__fish_seen_subcommand_from add items export import" -l list -x -d 'The checklist'
complete -c checklists -n "__fish_seen_subcommand_from add edit" -l due -x -d 'The due date, such as "fri 7pm"'
complete -c checklists -n "__fish_seen_subcommand_from add edit" -l notes -x -d 'Notes'
complete -c checklists -n "__fish_seen_subcommand_from add edit" -l repeat -x -d 'How it repeats, such as "every monday"'
complete -c checklists -n "__fish_seen_subcommand_from add edit" -l remind -d 'Remind at the due time'
complete -c checklists -n "__fish_seen_subcommand_from add edit" -l remind-before -x -d 'Remind this long before, such as 15m'
complete -c checklists -n "__fish_seen_subcommand_from add edit" -l remind-at -x -d 'Remind at this date and time'
complete -c checklists -n "__fish_seen_subcommand_from edit" -l text -x -d 'The new text'
complete -c checklists -n "__fish_seen_subcommand_from edit" -l no-due -d 'Remove the due date'
complete -c checklists -n "__fish_seen_subcommand_from edit" -l no-repeat -d 'Do not repeat'
complete -c checklists -n "__fish_seen_subcommand_from edit" -l no-remind -d 'Remove every reminder'
complete -c checklists -n "__fish_seen_subcommand_from export import" -F

complete -c checklists -n "__fish_seen_subcommand_from notify daily-reminder" -l title -x -d 'The title'
complete -c checklists -n "__fish_seen_subcommand_from notify daily-reminder" -l body -x -d 'The text under the title'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l id -x -d 'The identifier'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l sound -x -d 'A sound of the sound theme'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l silent -d 'Play no sound'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l urgency -x -a "low normal critical" -d 'The urgency'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l attachment -r -F -d 'A PNG or JPEG image'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l in -x -d 'Deliver after a duration, such as 5m'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l at -x -d 'Deliver at "YYYY-MM-DD HH:MM"'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l match -x -d 'Deliver on matching key=value pairs'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l near -x -d 'Deliver on arriving at LAT,LON'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l radius -x -d 'The size of the place, in metres'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l on-exit -d 'Deliver on leaving the place'
complete -c checklists -n "__fish_seen_subcommand_from notify" -l repeats -d 'Deliver again and again'

complete -c checklists -n "__fish_seen_subcommand_from cancel clear-delivered" -l all -d 'All of them'

complete -c checklists -n "__fish_seen_subcommand_from account; and not __fish_seen_subcommand_from add list remove" -a "add list remove"
complete -c checklists -n "__fish_seen_subcommand_from account" -l user -x -d 'The user name on the server'
complete -c checklists -n "__fish_seen_subcommand_from account" -l lists -x -d 'Sync only these task lists'

complete -c checklists -n "__fish_seen_subcommand_from daily-reminder; and not __fish_seen_subcommand_from on off" -a "on off"
