package main

import (
	"go/ast"
	"go/token"
	"sort"
	"strings"
)

// codeFacts is what one function or variable does with struct fields, read from its syntax alone
// (the reader does not type-check: a name is what the code writes, not what it resolves to).
type codeFacts struct {
	// Fields it sets: "result.Strict" for `result.Strict = ...`, "AnalyzeResult{}.Strict" for a
	// composite literal key (its type as written, or as the enclosing literal implies it;
	// "struct{...}" when anonymous).
	Assigns []string `json:"assigns,omitempty"`
	// Selector chains it reads, rooted at a variable, parameter, receiver or top-level name of the
	// package (not an imported package), the longest only: "c.Collect.KernelModules.Exclude",
	// "results[].Severity", "c.IsExcluded()".
	Reads    []string     `json:"reads,omitempty"`
	Switches []switchFact `json:"switches,omitempty"`
	// The string constants given to fields of struct literals written inside a slice or map
	// literal (tables in code: rule lists, defaults), in source order, repeats kept.
	Strings []stringFact `json:"strings,omitempty"`
}

// stringFact is a field set to a string constant: `name: "Redact ..."` in a literal of an
// anonymous struct is {"field": "struct{...}{}.name", "text": "Redact ..."}.
type stringFact struct {
	Field string `json:"field"`
	Text  string `json:"text"`
}

// switchFact is one switch statement: its tag (absent for `switch {`) and each clause.
type switchFact struct {
	Tag   string     `json:"tag,omitempty"`
	Cases []caseFact `json:"cases"`
}

type caseFact struct {
	Case    []string `json:"case,omitempty"` // its expressions (types for a type switch), as printed
	Default bool     `json:"default,omitempty"`
	Reads   []string `json:"reads,omitempty"` // the selector chains its body reads
}

// factWalker gathers the facts of one function; closures count for the function they are in.
type factWalker struct {
	declared map[string]bool // the package's top-level names: an unresolved name not among them is an import
	fset     *token.FileSet
	assigns  map[string]bool
	reads    map[string]bool
	switches *[]switchFact // nil when only reads are wanted (a clause body)
	strings  []stringFact
	tables   int // how many slice or map literals the walk is inside
}

func newFactWalker(declared map[string]bool, fset *token.FileSet, switches *[]switchFact) *factWalker {
	return &factWalker{declared: declared, fset: fset, assigns: map[string]bool{}, reads: map[string]bool{}, switches: switches}
}

// packageNames lists the names a package declares at its top level, in all its files.
func packageNames(files []*goFile) map[string]bool {
	names := map[string]bool{}
	for _, f := range files {
		for name := range f.ast.Scope.Objects {
			names[name] = true
		}
	}
	return names
}

// symbolFacts reads the facts of a function's body or a variable's declaration; nil when it has
// none. declared is what packageNames lists for its package.
func symbolFacts(declared map[string]bool, fset *token.FileSet, code ast.Node) *codeFacts {
	var switches []switchFact
	w := newFactWalker(declared, fset, &switches)
	w.walk(code)
	facts := &codeFacts{Assigns: sortedSet(w.assigns), Reads: longestChains(w.reads), Switches: switches, Strings: w.strings}
	if facts.Assigns == nil && facts.Reads == nil && facts.Switches == nil {
		return nil
	}
	return facts
}

// generatedCode tells a file a generator wrote (deep copies, client sets): Go's convention is a
// "// Code generated ... DO NOT EDIT." line before the package clause. Their facts are left out.
func generatedCode(f *ast.File) bool {
	for _, g := range f.Comments {
		if g.Pos() >= f.Package {
			break
		}
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "// Code generated ") && strings.HasSuffix(c.Text, " DO NOT EDIT.") {
				return true
			}
		}
	}
	return false
}

// mergeFacts joins the facts of several functions cited by one name (a file's init functions).
func mergeFacts(a, b *codeFacts) *codeFacts {
	if a == nil || b == nil {
		if a == nil {
			return b
		}
		return a
	}
	set := func(lists ...[]string) map[string]bool {
		out := map[string]bool{}
		for _, l := range lists {
			for _, s := range l {
				out[s] = true
			}
		}
		return out
	}
	return &codeFacts{
		Assigns:  sortedSet(set(a.Assigns, b.Assigns)),
		Reads:    longestChains(set(a.Reads, b.Reads)),
		Switches: append(append([]switchFact{}, a.Switches...), b.Switches...),
		Strings:  append(append([]stringFact{}, a.Strings...), b.Strings...),
	}
}

func (w *factWalker) walk(node ast.Node) {
	ast.Inspect(node, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, lhs := range n.Lhs {
					w.target(lhs, n.Tok != token.ASSIGN)
				}
			}
			for _, rhs := range n.Rhs {
				w.walk(rhs)
			}
			return false
		case *ast.IncDecStmt:
			w.target(n.X, true)
			return false
		case *ast.CompositeLit:
			w.literal(n, nil)
			return false
		case *ast.SelectorExpr, *ast.CallExpr, *ast.IndexExpr, *ast.IndexListExpr, *ast.TypeAssertExpr:
			w.chain(n.(ast.Expr))
			return false
		case *ast.SwitchStmt:
			if w.switches != nil {
				w.recordSwitch(n.Tag, n.Body)
			}
		case *ast.TypeSwitchStmt:
			if w.switches != nil {
				w.recordSwitch(n.Assign, n.Body)
			}
		}
		return true
	})
}

// chain records a selector chain and walks what is off it (call arguments, indexes).
func (w *factWalker) chain(e ast.Expr) {
	var off []ast.Node
	text, rooted, selectors := w.spine(e, &off)
	if rooted && selectors > 0 {
		w.reads[text] = true
	}
	for _, n := range off {
		w.walk(n)
	}
}

// spine prints the chain of selectors, calls, indexes and type assertions down to its root.
// rooted is false when the root is not an identifier or names an imported package.
func (w *factWalker) spine(e ast.Expr, off *[]ast.Node) (text string, rooted bool, selectors int) {
	switch e := e.(type) {
	case *ast.Ident:
		// go/parser resolves the names a file declares; any other is the package's or an import.
		return e.Name, e.Obj != nil || w.declared[e.Name], 0
	case *ast.SelectorExpr:
		s, ok, n := w.spine(e.X, off)
		return s + "." + e.Sel.Name, ok, n + 1
	case *ast.CallExpr:
		return w.extend(e.Fun, "()", off, e.Args...)
	case *ast.IndexExpr:
		return w.extend(e.X, "[]", off, e.Index)
	case *ast.IndexListExpr:
		return w.extend(e.X, "[]", off, e.Indices...)
	case *ast.TypeAssertExpr:
		if e.Type == nil {
			return w.extend(e.X, ".(type)", off)
		}
		return w.extend(e.X, ".("+w.print(e.Type)+")", off)
	case *ast.ParenExpr:
		return w.spine(e.X, off)
	case *ast.StarExpr:
		return w.spine(e.X, off)
	}
	*off = append(*off, e)
	return "", false, 0
}

// extend prints the chain of x followed by suffix; what it passes by (arguments, indexes) is
// walked apart.
func (w *factWalker) extend(x ast.Expr, suffix string, off *[]ast.Node, aside ...ast.Expr) (string, bool, int) {
	for _, e := range aside {
		*off = append(*off, e)
	}
	s, ok, n := w.spine(x, off)
	return s + suffix, ok, n
}

// target records the field an assignment sets; the operand it is set on is read.
func (w *factWalker) target(lhs ast.Expr, alsoRead bool) {
	sel, ok := unparen(lhs).(*ast.SelectorExpr)
	if !ok {
		w.walk(lhs)
		return
	}
	var off []ast.Node
	operand, rooted, selectors := w.spine(sel.X, &off)
	if !rooted {
		operand = w.print(sel.X)
	}
	field := operand + "." + sel.Sel.Name
	w.assigns[field] = true
	if rooted && selectors > 0 {
		w.reads[operand] = true
	}
	if alsoRead && rooted {
		w.reads[field] = true
	}
	for _, n := range off {
		w.walk(n)
	}
}

// literal records the keys of a struct literal as fields of its type; implied is the type an
// enclosing slice or map literal gives an element written without one.
func (w *factWalker) literal(lit *ast.CompositeLit, implied ast.Expr) {
	typ := lit.Type
	if typ == nil {
		typ = implied
	}
	if star, ok := typ.(*ast.StarExpr); ok {
		typ = star.X
	}
	var keyType, elemType ast.Expr
	isStruct := true
	switch t := typ.(type) {
	case *ast.ArrayType:
		elemType, isStruct = t.Elt, false
	case *ast.MapType:
		keyType, elemType, isStruct = t.Key, t.Value, false
	}
	name := ""
	if _, anonymous := typ.(*ast.StructType); anonymous {
		name = "struct{...}"
	} else if typ != nil && isStruct {
		name = w.print(typ)
	}
	element := func(e ast.Expr, implied ast.Expr) {
		if inner, ok := e.(*ast.CompositeLit); ok {
			w.literal(inner, implied)
		} else if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			if inner, ok := u.X.(*ast.CompositeLit); ok {
				w.literal(inner, implied)
				return
			}
			w.walk(e)
		} else {
			w.walk(e)
		}
	}
	if !isStruct {
		w.tables++
		defer func() { w.tables-- }()
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			element(elt, elemType)
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); ok && isStruct {
			field := name + "{}." + key.Name
			w.assigns[field] = true
			if text, ok := stringValue(kv.Value); ok && w.tables > 0 {
				w.strings = append(w.strings, stringFact{Field: field, Text: text})
			}
		} else {
			element(kv.Key, keyType)
		}
		element(kv.Value, elemType)
	}
}

// recordSwitch adds a switch statement with the case expressions and body reads of each clause.
func (w *factWalker) recordSwitch(tag ast.Node, body *ast.BlockStmt) {
	s := switchFact{}
	if tag != nil {
		s.Tag = w.print(tag)
	}
	for _, stmt := range body.List {
		clause := stmt.(*ast.CaseClause)
		c := caseFact{Default: clause.List == nil}
		for _, e := range clause.List {
			c.Case = append(c.Case, w.print(e))
		}
		inner := newFactWalker(w.declared, w.fset, nil)
		for _, st := range clause.Body {
			inner.walk(st)
		}
		c.Reads = longestChains(inner.reads)
		s.Cases = append(s.Cases, c)
	}
	*w.switches = append(*w.switches, s)
}

// print writes a node as Go source on one line.
func (w *factWalker) print(n ast.Node) string {
	var b strings.Builder
	for i, line := range strings.Split(strings.TrimSpace(printNode(w.fset, n)), "\n") {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strings.TrimSpace(line))
	}
	return b.String()
}

func unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			return e
		}
		e = p.X
	}
}

func sortedSet(set map[string]bool) []string {
	var out []string
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// longestChains drops a chain another one continues ("c.Collect" when "c.Collect.CPU" is read).
func longestChains(set map[string]bool) []string {
	all := sortedSet(set)
	var out []string
	for i, s := range all {
		continued := false
		for _, t := range all[i+1:] {
			if !strings.HasPrefix(t, s) {
				break
			}
			if next := t[len(s)]; next == '.' || next == '(' || next == '[' {
				continued = true
				break
			}
		}
		if !continued {
			out = append(out, s)
		}
	}
	return out
}
