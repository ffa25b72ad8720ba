# Bash completion for checklists: its commands, and each command's options and values.
# Made from the commands' declarations by "make completions"; do not edit.
# Installed as bash-completion/completions/checklists; needs no other completion helpers.

# How many arguments that are not options come after the command at $1 and before the
# word being completed; $2 lists the command's options that take a value.
_checklists_position() {
    local word count=0 skip=0
    for ((word = $1 + 1; word < COMP_CWORD; word++)); do
        if ((skip)); then skip=0; continue; fi
        case ${COMP_WORDS[word]} in
            --*=*) ;;
            -*) [[ " $2 " == *" ${COMP_WORDS[word]} "* ]] && skip=1 ;;
            *) ((count++)) ;;
        esac
    done
    echo $count
}

_checklists() {
    local current=${COMP_WORDS[COMP_CWORD]}
    local previous=${COMP_WORDS[COMP_CWORD - 1]}
    local commands="lists new-list rename-list remove-list add items edit check uncheck remove export import notify pending delivered cancel clear-delivered account sync daily-reminder help"

    local verb="" index
    for ((index = 1; index < COMP_CWORD; index++)); do
        case ${COMP_WORDS[index]} in
            -*) ;;
            *) verb=${COMP_WORDS[index]}; break ;;
        esac
    done

    if [[ -z $verb ]]; then
        if [[ $current == -* ]]; then
            COMPREPLY=($(compgen -W "--help -h --background" -- "$current"))
        else
            COMPREPLY=($(compgen -W "$commands" -- "$current"))
        fi
        return
    fi

    # Each command's options, those that take a value, and what each argument may be
    # ("@file": a file name).
    local options="" valued="" arguments=()
    case $verb in
        help)
            [[ $COMP_CWORD -eq $((index + 1)) ]] && COMPREPLY=($(compgen -W "$commands" -- "$current"))
            return
            ;;
        lists)
            options="--json" ;;
        add)
            case $previous in
                --list | --due | --notes | --repeat | --remind-before | --remind-at | --nag) return ;;
            esac
            options="--list --due --notes --repeat --remind --remind-before --remind-at --wake --nag --ring --floating"
            valued="--list --due --notes --repeat --remind-before --remind-at --nag" ;;
        items)
            case $previous in
                --list) return ;;
            esac
            options="--list --json"
            valued="--list" ;;
        edit)
            case $previous in
                --text | --due | --notes | --repeat | --remind-before | --remind-at | --nag) return ;;
            esac
            options="--text --due --no-due --notes --repeat --no-repeat --remind --no-remind --remind-before --remind-at --wake --no-wake --nag --no-nag --ring --no-ring --floating --no-floating"
            valued="--text --due --notes --repeat --remind-before --remind-at --nag" ;;
        export)
            case $previous in
                --list) return ;;
            esac
            options="--list"
            valued="--list"
            arguments=("@file") ;;
        import)
            case $previous in
                --list) return ;;
            esac
            options="--list"
            valued="--list"
            arguments=("@file") ;;
        notify)
            case $previous in
                --title | --body | --id | --sound | --in | --at | --match | --near | --radius) return ;;
                --urgency) COMPREPLY=($(compgen -W "low normal critical" -- "$current")); return ;;
                --attachment) COMPREPLY=($(compgen -f -- "$current")); compopt -o filenames 2>/dev/null; return ;;
            esac
            options="--title --body --id --sound --silent --ring --urgency --attachment --in --at --match --near --radius --on-exit --repeats"
            valued="--title --body --id --sound --urgency --attachment --in --at --match --near --radius" ;;
        pending)
            options="--json" ;;
        delivered)
            options="--json" ;;
        cancel)
            options="--all" ;;
        clear-delivered)
            options="--all" ;;
        account)
            case $previous in
                --user | --lists | --certificate | --online-account) return ;;
            esac
            options="--user --lists --certificate --online-account --json"
            valued="--user --lists --certificate --online-account"
            arguments=("add list online remove" "") ;;
        sync)
            options="--json" ;;
        daily-reminder)
            case $previous in
                --title | --body) return ;;
            esac
            options="--title --body"
            valued="--title --body"
            arguments=("on off" "") ;;
    esac

    if [[ $current == -* ]]; then
        COMPREPLY=($(compgen -W "$options --help" -- "$current"))
        return
    fi
    local position
    position=$(_checklists_position "$index" "$valued")
    case ${arguments[position]} in
        @file) COMPREPLY=($(compgen -f -- "$current")); compopt -o filenames 2>/dev/null ;;
        ?*) COMPREPLY=($(compgen -W "${arguments[position]}" -- "$current")) ;;
    esac
}

complete -F _checklists checklists
