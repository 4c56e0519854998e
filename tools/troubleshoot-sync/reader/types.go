package main

import (
	"bytes"
	"go/ast"
	"go/printer"
	"go/token"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// field is one member of a spec struct.
type field struct {
	JSON      string `json:"json,omitempty"` // the key in YAML/JSON; empty for inline members
	YAML      string `json:"yaml,omitempty"` // only when the yaml tag names it differently
	Go        string `json:"go"`             // the Go field name (the type name when embedded)
	Type      string `json:"type"`           // the Go type as written
	OmitEmpty bool   `json:"omitempty,omitempty"`
	Inline    bool   `json:"inline,omitempty"`   // its members are the struct's own keys
	Embedded  bool   `json:"embedded,omitempty"` // declared without a field name
	Untagged  bool   `json:"untagged,omitempty"` // no json tag: encoding/json uses the Go name
	Hint      string `json:"hint,omitempty"`     // first sentence of the doc comment: a hint, never page text
}

type typeInfo struct {
	File       string   `json:"file"`
	Hint       string   `json:"hint,omitempty"`
	Fields     []field  `json:"fields,omitempty"`     // structs
	Underlying string   `json:"underlying,omitempty"` // other named types
	Enum       []string `json:"enum,omitempty"`       // constants of a named non-struct type
}

type apiTypes struct {
	Package string               `json:"package"`
	Kinds   map[string]string    `json:"kinds"` // kind -> Go type
	Lists   map[string]string    `json:"lists"` // spec list (collectors) -> Go type of one item
	Types   map[string]*typeInfo `json:"types"`
	items   []string             // every list item type, named in Lists or not
}

func printNode(fset *token.FileSet, e ast.Node) string {
	var buf bytes.Buffer
	printer.Fprint(&buf, fset, e)
	return buf.String()
}

// firstSentence of a doc comment, without kubebuilder and other markers.
func firstSentence(groups ...*ast.CommentGroup) string {
	for _, g := range groups {
		if g == nil {
			continue
		}
		var lines []string
		for _, line := range strings.Split(g.Text(), "\n") {
			line = strings.TrimSpace(line)
			if line == "" && len(lines) > 0 {
				break
			}
			if line == "" || strings.HasPrefix(line, "+") {
				continue
			}
			lines = append(lines, line)
		}
		text := strings.Join(lines, " ")
		if i := strings.Index(text, ". "); i >= 0 {
			text = text[:i+1]
		}
		if text != "" {
			return text
		}
	}
	return ""
}

func tagName(tag, key string) (name string, opts []string, ok bool) {
	v, ok := reflect.StructTag(tag).Lookup(key)
	if !ok {
		return "", nil, false
	}
	parts := strings.Split(v, ",")
	return parts[0], parts[1:], true
}

func hasOpt(opts []string, o string) bool {
	for _, x := range opts {
		if x == o {
			return true
		}
	}
	return false
}

// structFields reads the members of a struct type as encoding/json sees them.
func structFields(fset *token.FileSet, st *ast.StructType) []field {
	var out []field
	for _, f := range st.Fields.List {
		tag := ""
		if f.Tag != nil {
			tag, _ = strconv.Unquote(f.Tag.Value)
		}
		name, opts, tagged := tagName(tag, "json")
		if name == "-" && len(opts) == 0 {
			continue
		}
		typ := printNode(fset, f.Type)
		base := field{Type: typ, OmitEmpty: hasOpt(opts, "omitempty"), Hint: firstSentence(f.Doc, f.Comment)}
		if len(f.Names) == 0 {
			fd := base
			fd.Go = baseTypeName(f.Type)
			fd.Embedded = true
			if name == "" {
				fd.Inline = true // an embedded struct without a json name is flattened by encoding/json
			} else {
				fd.JSON = name
			}
			if hasOpt(opts, "inline") {
				fd.Inline, fd.JSON = true, ""
			}
			fd.Untagged = !tagged
			out = append(out, fd)
			continue
		}
		for _, n := range f.Names {
			if !n.IsExported() {
				continue
			}
			fd := base
			fd.Go = n.Name
			fd.JSON = name
			if name == "" {
				fd.JSON = n.Name
				fd.Untagged = !tagged
			}
			if hasOpt(opts, "inline") {
				fd.Inline, fd.JSON = true, ""
			}
			if y, _, ok := tagName(tag, "yaml"); ok && y != "" && y != "-" && y != fd.JSON && !fd.Inline {
				fd.YAML = y
			}
			out = append(out, fd)
		}
	}
	return out
}

// localTypeNames are the identifiers of a type expression that may name types of the same package.
func localTypeNames(e ast.Expr) []string {
	var names []string
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			return false // another package
		case *ast.Ident:
			names = append(names, n.Name)
		}
		return true
	})
	return names
}

// readAPITypes reads the kinds of an API package (the types it registers with SchemeBuilder, less
// the *List types) and every named type of the package reachable from them.
func readAPITypes(s *source, dir string) *apiTypes {
	out := &apiTypes{Package: dir, Kinds: map[string]string{}, Lists: map[string]string{}, Types: map[string]*typeInfo{}}
	for _, f := range s.packages[dir] {
		ast.Inspect(f.ast, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Register" || baseTypeName(sel.X) != "SchemeBuilder" {
				return true
			}
			for _, arg := range call.Args {
				if u, ok := arg.(*ast.UnaryExpr); ok {
					if cl, ok := u.X.(*ast.CompositeLit); ok {
						name := baseTypeName(cl.Type)
						if name != "" && !strings.HasSuffix(name, "List") {
							out.Kinds[name] = name
						}
					}
				}
			}
			return true
		})
	}
	enums := enumValues(s, dir)
	var visit func(name string)
	visit = func(name string) {
		if _, done := out.Types[name]; done {
			return
		}
		ts, gd, f := s.typeSpec(dir, name)
		if ts == nil {
			return
		}
		info := &typeInfo{File: f.path, Hint: firstSentence(ts.Doc, gd.Doc)}
		out.Types[name] = info
		if st, ok := ts.Type.(*ast.StructType); ok {
			info.Fields = structFields(s.fset, st)
			for _, fl := range st.Fields.List {
				for _, n := range localTypeNames(fl.Type) {
					visit(n)
				}
			}
			return
		}
		info.Underlying = printNode(s.fset, ts.Type)
		info.Enum = enums[name]
		for _, n := range localTypeNames(ts.Type) {
			visit(n)
		}
	}
	for kind := range out.Kinds {
		visit(kind)
	}
	// The lists of a spec: slice fields of each kind's spec struct whose items are structs. One item
	// type can sit under several names (HostPreflight's "analyzers" hold HostAnalyze items); each type
	// is named by a list name no other item type uses.
	namesOf := map[string]map[string]bool{}
	typesOf := map[string]map[string]bool{}
	for kind := range out.Kinds {
		for _, kf := range out.Types[kind].Fields {
			spec := out.Types[strings.TrimPrefix(kf.Type, "*")]
			if kf.JSON != "spec" || spec == nil {
				continue
			}
			for _, sf := range spec.Fields {
				item := strings.TrimLeft(sf.Type, "[]*")
				if strings.HasPrefix(sf.Type, "[]") && out.Types[item] != nil && len(out.Types[item].Fields) > 0 {
					if namesOf[item] == nil {
						namesOf[item] = map[string]bool{}
					}
					if typesOf[sf.JSON] == nil {
						typesOf[sf.JSON] = map[string]bool{}
					}
					namesOf[item][sf.JSON] = true
					typesOf[sf.JSON][item] = true
				}
			}
		}
	}
	for item, names := range namesOf {
		out.items = append(out.items, item)
		var sorted []string
		for n := range names {
			sorted = append(sorted, n)
		}
		sort.Slice(sorted, func(i, j int) bool {
			ui, uj := len(typesOf[sorted[i]]) == 1, len(typesOf[sorted[j]]) == 1
			if ui != uj {
				return ui
			}
			return sorted[i] < sorted[j]
		})
		if prev, taken := out.Lists[sorted[0]]; !taken || len(namesOf[prev]) > 1 {
			out.Lists[sorted[0]] = item
		}
	}
	sort.Strings(out.items)
	return out
}

// enumValues are the constants declared with a named type of the package, by type.
func enumValues(s *source, dir string) map[string][]string {
	out := map[string][]string{}
	for _, f := range s.packages[dir] {
		for _, d := range f.ast.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			var lastType string
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				if vs.Type != nil {
					lastType = baseTypeName(vs.Type)
				} else if len(vs.Values) > 0 {
					lastType = ""
				}
				if lastType == "" {
					continue
				}
				for i := range vs.Names {
					value := vs.Names[i].Name
					if i < len(vs.Values) {
						if v, ok := stringValue(vs.Values[i]); ok {
							value = v
						} else if lit, ok := vs.Values[i].(*ast.BasicLit); ok {
							value = lit.Value
						}
					}
					out[lastType] = append(out[lastType], value)
				}
			}
		}
	}
	for k := range out {
		sort.Strings(out[k])
	}
	return out
}

// memberType is the local type a field leads to, through pointers, slices and map values.
func memberType(t *apiTypes, typ string) (string, bool) {
	name := strings.TrimLeft(typ, "[]*")
	if strings.HasPrefix(name, "map[") {
		return "", false
	}
	info := t.Types[name]
	return name, info != nil && len(info.Fields) > 0
}

// jsonMembers flattens inline members: the keys a struct has in YAML, with their fields.
func jsonMembers(t *apiTypes, name string, seen map[string]bool) []field {
	if seen[name] {
		return nil
	}
	seen[name] = true
	defer delete(seen, name)
	var out []field
	for _, f := range t.Types[name].Fields {
		if f.Inline {
			if inner, ok := memberType(t, f.Type); ok {
				out = append(out, jsonMembers(t, inner, seen)...)
			}
			continue
		}
		out = append(out, f)
	}
	return out
}

// keyPaths lists, per list item type (Collect) and key, every dotted json path reachable from the key's type
// (inline members flattened, nested structs of the package followed).
func keyPaths(t *apiTypes) map[string]map[string][]string {
	out := map[string]map[string][]string{}
	for _, union := range t.items {
		list := union
		out[list] = map[string][]string{}
		for _, key := range jsonMembers(t, union, map[string]bool{}) {
			var paths []string
			var walk func(typ, prefix string, seen map[string]bool)
			walk = func(typ, prefix string, seen map[string]bool) {
				name, ok := memberType(t, typ)
				if !ok || seen[name] {
					return
				}
				seen[name] = true
				for _, m := range jsonMembers(t, name, map[string]bool{}) {
					p := m.JSON
					if prefix != "" {
						p = prefix + "." + m.JSON
					}
					paths = append(paths, p)
					walk(m.Type, p, seen)
				}
				delete(seen, name)
			}
			walk(key.Type, "", map[string]bool{})
			sort.Strings(paths)
			out[list][key.JSON] = paths
		}
	}
	return out
}
