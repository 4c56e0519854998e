package main

import (
	"strings"
)

// sinceTable dates what the API package declares at the ref read: the first release tag (semver
// order) whose types declare each key, field path and struct field.
type sinceTable struct {
	Keys          map[string]map[string]string `json:"keys"`          // list -> key -> tag
	KeyFieldPaths map[string]map[string]string `json:"keyFieldPaths"` // "list.key" -> path -> tag
	Types         map[string]map[string]string `json:"types"`         // struct -> json name -> tag
	// Declared at some tag but not at the ref read: the last tag that had each.
	Removed map[string]string `json:"removed"`
}

type sinceResult struct {
	FirstTag    string                 `json:"firstTag"`
	LastTag     string                 `json:"lastTag"`
	TagsScanned int                    `json:"tagsScanned"`
	Packages    map[string]*sinceTable `json:"packages"` // API package folder -> table
}

// Not in any release tag up to the ref read.
const unreleased = "unreleased"

// facts of one API package at one commit, as flat names: "keys\x00Collect\x00logs" and so on.
// Keys are dated by their item type, not by the list name, since one type has had several list
// names across releases (HostAnalyze items were HostPreflight's "analyzers" before SupportBundle
// had "hostAnalyzers").
func datedFacts(t *apiTypes) map[string]bool {
	out := map[string]bool{}
	for list, keys := range keyPaths(t) {
		for key, paths := range keys {
			out["keys\x00"+list+"\x00"+key] = true
			for _, p := range paths {
				out["keyFieldPaths\x00"+list+"."+key+"\x00"+p] = true
			}
		}
	}
	for name, info := range t.Types {
		for _, f := range info.Fields {
			if f.JSON != "" {
				out["types\x00"+name+"\x00"+f.JSON] = true
			}
		}
	}
	return out
}

// readSince walks the release tags up to the ref read (by semver, up to the newest tag the ref
// contains when the ref is not a tag) and dates every fact of each API package.
func readSince(r *repo, ref, commit string, current map[string]*apiTypes) (*sinceResult, error) {
	tags, err := r.releaseTags()
	if err != nil {
		return nil, err
	}
	limit, isTag := parseVersion(ref)
	if !isTag {
		if described, err := r.git("describe", "--tags", "--abbrev=0", "--match", "v[0-9]*.[0-9]*.[0-9]*", commit); err == nil {
			limit, isTag = parseVersion(described)
		}
	}
	var scanned []string
	for _, t := range tags {
		if v, _ := parseVersion(t); isTag && !limit.less(v) {
			scanned = append(scanned, t)
		}
	}
	res := &sinceResult{Packages: map[string]*sinceTable{}}
	first := map[string]map[string]string{}
	last := map[string]map[string]string{}
	for dir := range current {
		first[dir], last[dir] = map[string]string{}, map[string]string{}
	}
	prevTree := map[string]string{}
	prevFacts := map[string]map[string]bool{}
	for _, tag := range scanned {
		counted := false
		for dir := range current {
			tree, err := r.git("rev-parse", "--verify", "-q", tag+":"+dir)
			if err != nil || tree == "" {
				continue
			}
			if !counted { // tags that have none of the API packages are not counted
				counted = true
				res.TagsScanned++
				if res.FirstTag == "" {
					res.FirstTag = tag
				}
				res.LastTag = tag
			}
			facts := prevFacts[dir]
			if tree != prevTree[dir] {
				s, err := loadSource(r, tag, dir)
				if err != nil {
					return nil, err
				}
				facts = datedFacts(readAPITypes(s, dir))
				prevTree[dir], prevFacts[dir] = tree, facts
			}
			for f := range facts {
				if _, ok := first[dir][f]; !ok {
					first[dir][f] = tag
				}
				last[dir][f] = tag
			}
		}
	}
	for dir, t := range current {
		listOf := map[string]string{}
		for list, item := range t.Lists {
			listOf[item] = list
		}
		named := func(s string) string { // Collect.logs -> collectors.logs
			parts := strings.SplitN(s, ".", 2)
			if l, ok := listOf[parts[0]]; ok {
				parts[0] = l
			}
			return strings.Join(parts, ".")
		}
		table := &sinceTable{Keys: map[string]map[string]string{}, KeyFieldPaths: map[string]map[string]string{}, Types: map[string]map[string]string{}, Removed: map[string]string{}}
		now := datedFacts(t)
		for f := range now {
			tag := first[dir][f]
			if tag == "" {
				tag = unreleased
			}
			parts := strings.SplitN(f, "\x00", 3)
			var m map[string]map[string]string
			switch parts[0] {
			case "keys":
				m, parts[1] = table.Keys, named(parts[1])
			case "keyFieldPaths":
				m, parts[1] = table.KeyFieldPaths, named(parts[1])
			default:
				m = table.Types
			}
			if m[parts[1]] == nil {
				m[parts[1]] = map[string]string{}
			}
			m[parts[1]][parts[2]] = tag
		}
		for f, tag := range last[dir] {
			if !now[f] {
				parts := strings.SplitN(f, "\x00", 3)
				if parts[0] != "types" {
					parts[1] = named(parts[1])
				}
				table.Removed[parts[0]+" "+parts[1]+" "+parts[2]] = tag
			}
		}
		res.Packages[dir] = table
	}
	return res, nil
}
