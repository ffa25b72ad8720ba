# Bash completion for checklists: its commands, and each command's options and values.
# Installed as bash-completion/completions/checklists; needs no other completion helpers.

_checklists() {
    local current=${COMP_WORDS[COMP_CWORD]}
    local previous=${COMP_WORDS[COMP_CWORD - 1]}
    local commands="lists new-list rename-list remove-list add items edit check uncheck remove
        export import notify pending delivered cancel clear-delivered account sync daily-reminder help"

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

    # The values of options that take one.
    case $previous in
        --urgency) COMPREPLY=($(compgen -W "low normal critical" -- "$current")); return ;;
        --attachment) COMPREPLY=($(compgen -f -- "$current")); compopt -o filenames 2>/dev/null; return ;;
        --list | --due | --notes | --repeat | --remind-before | --remind-at | --text | --title | --body | \
            --id | --sound | --in | --at | --match | --near | --radius | --user | --lists) return ;;
    esac

    local options=""
    case $verb in
        lists | pending | delivered | sync) options="--json" ;;
        add) options="--list --due --notes --repeat --remind --remind-before --remind-at" ;;
        items) options="--list --json" ;;
        edit) options="--text --due --no-due --notes --repeat --no-repeat --remind --no-remind --remind-before --remind-at" ;;
        export | import) options="--list" ;;
        notify) options="--title --body --id --sound --silent --urgency --attachment --in --at --match --near --radius --on-exit --repeats" ;;
        cancel | clear-delivered) options="--all" ;;
        account) options="--user --lists --json" ;;
        daily-reminder) options="--title --body" ;;
        help)
            [[ $COMP_CWORD -eq $((index + 1)) ]] && COMPREPLY=($(compgen -W "$commands" -- "$current"))
            return
            ;;
    esac

    if [[ $current == -* ]]; then
        COMPREPLY=($(compgen -W "$options --help" -- "$current"))
        return
    fi
    if [[ $COMP_CWORD -eq $((index + 1)) ]]; then
        case $verb in
            account) COMPREPLY=($(compgen -W "add list remove" -- "$current")); return ;;
            daily-reminder) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
            export | import) COMPREPLY=($(compgen -f -- "$current")); compopt -o filenames 2>/dev/null; return ;;
        esac
    fi
}

complete -F _checklists checklists
