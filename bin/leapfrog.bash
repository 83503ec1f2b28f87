# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# shellcheck shell=bash
# leapfrog.bash: bash completion for the programs of leapfrog: their
# options, the values of the options (variants, jump rules, formats...),
# files, and for lf-play the bots' commands.  Installed once under the name
# of each program, where bash-completion finds it when the program's name
# is first completed; it needs nothing from bash-completion and may as
# well be sourced by hand (". bin/leapfrog.bash").

# _lf_options PROGRAM: the options of PROGRAM, those taking a value with
# their '='.
_lf_options()
{
	local rules='--variant= --size= --shape= --players= --seed= --jumps=
	    --chain= --opening= --removal='
	case $1 in
	lf-apply) echo "--last -f --file= --check-steps= --timeout= -h --help -V --version" ;;
	lf-bot) echo "-l --level= -t --time= -d --depth= --exact --playouts=" \
	    "--plies=" \
	    "--solve --solve= --nodes= --table= --jobs= --analyze --analyze=" \
	    "--checkpoint= --seed= -p" \
	    "--persistent -v --verbose --check-steps= -h --help -V --version" ;;
	lf-moves) echo "-c --count -l --long --perft= --divide --jobs=" \
	    "--max-moves= --check-steps= --timeout= -h --help -V --version" ;;
	lf-new) echo "$rules -h --help -V --version" ;;
	lf-play) echo "$rules --start= --name= -t --time= --tc= -p" \
	    "--persistent" \
	    "--persistent= --startup-time= --adjudicate --adjudicate=" \
	    "--color= --ascii -g --games=" \
	    "-j --jobs=" \
	    "-o --out= -r --resume --html --tournament= --rounds= --sprt=" \
	    "--shard= -m --merge --results= --check-steps= -h --help" \
	    "-V --version" ;;
	lf-render) echo "--format= --color= --ascii --last --all --ply=" \
	    "--play --check-steps= -h" \
	    "--help -V --version" ;;
	lf-score) echo "-f --format= --check-steps= -h --help -V --version" ;;
	esac
}

# _lf_values PROGRAM OPTION: the values OPTION of PROGRAM takes: words,
# or "@file" for a file name, "@dir" for a directory, nothing for a
# number or free text.  Short options that take a value are included.
_lf_values()
{
	case $1:$2 in
	*:--variant) echo traditional murray froglet capture ;;
	*:--size) echo 5 7 9 12 15 18 ;;
	*:--players) echo 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 ;;
	*:--jumps) echo orth diag8 hex ;;
	*:--chain) echo free continue most ;;
	*:--opening) echo each first none ;;
	*:--removal) echo any low ;;
	*:--shape | *:--start | lf-apply:-f | lf-apply:--file) echo @file ;;
	lf-bot:--checkpoint) echo @file ;;
	*:--color) echo auto always never ;;
	lf-render:--format) echo text svg html ;;
	lf-score:-f | lf-score:--format) echo plain table ;;
	lf-bot:-l | lf-bot:--level) echo auto random greedy search mcts brs ;;
	lf-bot:--plies) echo 1 3 6 12 end ;;
	lf-bot:--solve) echo first endgame never ;;
	lf-play:-o | lf-play:--out) echo @dir ;;
	lf-play:-t | lf-play:--time | lf-bot:-t | lf-bot:--time)
		echo 0.1 0.5 1 2 5 10 ;;
	lf-play:--startup-time) echo 0 2 5 10 30 60 ;;
	lf-play:--tournament) echo round-robin gauntlet ;;
	lf-play:--tc) echo 10 60 5+0.1 60+0.6 300+3 ;;
	lf-play:--results) echo text json csv ;;
	lf-play:--adjudicate) echo margin solve margin,solve:10000 ;;
	lf-play:--sprt) echo 0,5 0,10 -5,5 0,50 ;;
	*:--timeout) echo 1 5 10 60 ;;
	esac
}

# _lf_takes_value PROGRAM OPTION: whether OPTION, written alone, takes the
# next word as its value, as getopt reads it: a short option that takes
# one, or a long one that needs one (--persistent only may have one).
_lf_takes_value()
{
	case $1:$2 in
	lf-apply:-f | lf-bot:-[ltd] | lf-score:-f | lf-play:-[tgjo]) return 0 ;;
	lf-play:--persistent) return 1 ;;
	*:--?*)
		case " $(_lf_options "$1" | tr -s ' \n\t' '   ') " in
		*" $2= "*) return 0 ;;
		esac ;;
	esac
	return 1
}

# _lf_complete_value PROGRAM OPTION WORD PREFIX: offer the values of
# OPTION that start with WORD, each after PREFIX.
_lf_complete_value()
{
	local values v
	values=$(_lf_values "$1" "$2")
	case $values in
	@file) mapfile -t COMPREPLY < <(compgen -f -- "$3") ;;
	@dir) mapfile -t COMPREPLY < <(compgen -d -- "$3") ;;
	*) mapfile -t COMPREPLY < <(compgen -W "$values" -- "$3") ;;
	esac
	if [ -n "$4" ]; then
		for v in "${!COMPREPLY[@]}"; do
			COMPREPLY[v]=$4${COMPREPLY[v]}
		done
	fi
}

# _lf_complete: the completion function of every program.
_lf_complete()
{
	local prog=${1##*/} cur=${COMP_WORDS[COMP_CWORD]} prev='' before=''
	local o
	COMPREPLY=()
	[ "$COMP_CWORD" -ge 1 ] && prev=${COMP_WORDS[COMP_CWORD-1]}
	[ "$COMP_CWORD" -ge 2 ] && before=${COMP_WORDS[COMP_CWORD-2]}

	# --option=value, in one word or split at '=' (COMP_WORDBREAKS).
	if [[ $cur == --*=* ]]; then
		_lf_complete_value "$prog" "${cur%%=*}" "${cur#*=}" \
		    "${cur%%=*}="
		return 0
	fi
	if [ "$cur" = = ] && [[ $prev == --* ]]; then
		_lf_complete_value "$prog" "$prev" "" ""
		return 0
	fi
	if [ "$prev" = = ] && [[ $before == --* ]]; then
		_lf_complete_value "$prog" "$before" "$cur" ""
		return 0
	fi
	# An option whose value is the next word: -f FILE, --level LEVEL.
	if [[ $prev == -* ]] && _lf_takes_value "$prog" "$prev"; then
		_lf_complete_value "$prog" "$prev" "$cur" ""
		return 0
	fi
	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_lf_options "$prog")" \
		    -- "$cur")
		for o in "${COMPREPLY[@]}"; do
			if [[ $o == *= ]]; then
				compopt -o nospace 2>/dev/null
				break
			fi
		done
		return 0
	fi
	# Operands: bots' commands for lf-play (or files and directories
	# with --merge), files else (lf-apply's moves are not offered).
	case $prog in
	lf-play)
		if [[ " ${COMP_WORDS[*]} " == *" --merge "* ||
		    " ${COMP_WORDS[*]} " == *" -m "* ]]; then
			mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		else
			mapfile -t COMPREPLY < <(compgen -c -- "$cur")
		fi ;;
	*) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
	esac
	return 0
}

complete -F _lf_complete lf-apply lf-bot lf-moves lf-new lf-play lf-render \
    lf-score
