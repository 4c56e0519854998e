package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"go/ast"
	"go/printer"
	"go/token"
	"path"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// symbol is one entry of the function index: a function, method, type, constant or variable.
type symbol struct {
	Kind string `json:"kind"`
	// Hash of the declaration's code (comments left out), to tell a changed body from an unchanged one.
	Hash string `json:"hash"`
}

// message is a string literal that reaches users: an argument of an error or print call, a
// Message/Title/Error field of a composite literal or an assignment to one, what an Error method
// returns, or a string constant that holds a sentence.
type message struct {
	Call string `json:"call"`
	Text string `json:"text"`
}

// index lists every symbol of every file (file -> symbol -> entry), and the messages of each
// symbol and the code facts of each function and variable ("file#symbol" -> messages, facts).
func buildIndex(s *source) (map[string]map[string]symbol, map[string][]message, map[string]*codeFacts) {
	symbols := map[string]map[string]symbol{}
	messages := map[string][]message{}
	facts := map[string]*codeFacts{}
	declaredIn := map[string]map[string]bool{} // package folder -> its top-level names
	for _, f := range s.files {
		table := map[string]symbol{}
		generated := generatedCode(f.ast)
		dir := path.Dir(f.path)
		if declaredIn[dir] == nil {
			declaredIn[dir] = packageNames(s.packages[dir])
		}
		declared := declaredIn[dir]
		addFacts := func(name string, code ast.Node) {
			if found := symbolFacts(declared, s.fset, code); found != nil {
				key := f.path + "#" + name
				facts[key] = mergeFacts(facts[key], found)
			}
		}
		add := func(name, kind string, node ast.Node) {
			if name == "_" {
				return
			}
			h := hashNode(s.fset, node)
			if prev, ok := table[name]; ok { // several init functions in one file
				h = hashString(prev.Hash + h)
			}
			table[name] = symbol{Kind: kind, Hash: h}
			if found := collectMessages(f, kind, node); len(found) > 0 {
				key := f.path + "#" + name
				messages[key] = append(messages[key], found...)
			}
		}
		for _, d := range f.ast.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				kind := "func"
				if d.Recv != nil {
					kind = "method"
				}
				doc := d.Doc
				d.Doc = nil
				add(symbolName(d), kind, d)
				d.Doc = doc
				if !generated && d.Name.Name != "_" && d.Body != nil {
					addFacts(symbolName(d), d.Body)
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						add(spec.Name.Name, "type", spec)
					case *ast.ValueSpec:
						for _, n := range spec.Names {
							add(n.Name, d.Tok.String(), spec)
							if d.Tok == token.VAR && !generated && n.Name != "_" {
								addFacts(n.Name, spec)
							}
						}
					}
				}
			}
		}
		if len(table) > 0 {
			symbols[f.path] = table
		}
	}
	for key, list := range messages {
		messages[key] = sortMessages(list)
	}
	return symbols, messages, facts
}

func sortMessages(list []message) []message {
	seen := map[message]bool{}
	var out []message
	for _, m := range list {
		if !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Text != out[j].Text {
			return out[i].Text < out[j].Text
		}
		return out[i].Call < out[j].Call
	})
	return out
}

func hashNode(fset *token.FileSet, node ast.Node) string {
	var buf bytes.Buffer
	// Printing a node alone leaves out the file's comments, so a comment change is not a change.
	printer.Fprint(&buf, fset, node)
	return hashString(buf.String())
}

func hashString(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])[:12]
}

// Functions of other packages whose string arguments reach users, by import path.
var messageFuncs = map[string]map[string]bool{
	"errors":                 {"New": true},
	"github.com/pkg/errors":  {"New": true, "Errorf": true, "Wrap": true, "Wrapf": true, "WithMessage": true, "WithMessagef": true},
	"fmt":                    {"Errorf": true, "Sprintf": true, "Sprint": true, "Sprintln": true, "Printf": true, "Println": true, "Print": true, "Fprintf": true, "Fprintln": true, "Fprint": true},
	"log":                    nil, // every function
	"k8s.io/klog/v2":         nil,
	"k8s.io/klog":            nil,
	"github.com/fatih/color": nil, // YellowString and the other colouring printers
}

// Functions of Troubleshoot's own packages whose string arguments reach users, by the import
// path's last two elements.
var ownMessageFuncs = map[string]map[string]bool{
	"pkg/types": {"NewExitCodeWarning": true},
}

// Methods whose string arguments reach users whatever the receiver (loggers, cobra's printers).
var messageMethods = map[string]bool{
	"Info": true, "Infof": true, "Infoln": true, "InfoS": true, "InfoDepth": true,
	"Warning": true, "Warningf": true, "Warningln": true, "Warn": true, "Warnf": true,
	"Error": true, "Errorf": true, "Errorln": true, "ErrorS": true,
	"Fatal": true, "Fatalf": true, "Debug": true, "Debugf": true,
	"Print": true, "Printf": true, "Println": true, "PrintErr": true, "PrintErrf": true, "PrintErrln": true,
}

// Fields of composite literals whose string values reach users.
var messageFields = map[string]bool{"Message": true, "Title": true, "Error": true}

func canonicalPackage(importPath string) string {
	switch importPath {
	case "github.com/pkg/errors":
		return "errors"
	case "k8s.io/klog/v2":
		return "klog"
	}
	return importPath[strings.LastIndex(importPath, "/")+1:]
}

func collectMessages(f *goFile, kind string, node ast.Node) []message {
	var out []message
	add := func(call string, e ast.Expr) {
		if text, ok := messageText(e); ok && strings.TrimSpace(text) != "" {
			out = append(out, message{Call: call, Text: text})
		}
	}
	// A constant whose value is a sentence (a prompt, a legend) is printed by whoever uses it.
	if spec, ok := node.(*ast.ValueSpec); ok && kind == "const" {
		for _, value := range spec.Values {
			if text, ok := stringValue(value); ok && strings.Contains(strings.TrimSpace(text), " ") {
				out = append(out, message{Call: "const", Text: text})
			}
		}
		return out
	}
	// An Error method's result is the text of every error of its type.
	if fn, ok := node.(*ast.FuncDecl); ok && fn.Recv != nil && fn.Name.Name == "Error" && fn.Body != nil {
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
				add("Error()", ret.Results[0])
			}
			return true
		})
	}
	ast.Inspect(node, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			call := messageCall(f, n)
			if call == "" {
				return true
			}
			for _, arg := range n.Args {
				add(call, arg)
			}
		case *ast.KeyValueExpr:
			key, ok := n.Key.(*ast.Ident)
			if !ok || !messageFields[key.Name] {
				return true
			}
			add(key.Name+":", n.Value)
		case *ast.AssignStmt:
			// result.Message = "...": an analyzer result filled in field by field.
			if len(n.Lhs) != len(n.Rhs) {
				return true
			}
			for i, lhs := range n.Lhs {
				if sel, ok := lhs.(*ast.SelectorExpr); ok && messageFields[sel.Sel.Name] {
					add("."+sel.Sel.Name+" =", n.Rhs[i])
				}
			}
		}
		return true
	})
	return out
}

// messageText is the text of a string literal or a sum of them, or of a sum that mixes literals
// with other values, each of which reads as %s (`"failed to read " + name` is "failed to read %s");
// such a sum counts only when its literals hold a word.
func messageText(e ast.Expr) (string, bool) {
	if text, ok := stringValue(e); ok {
		return text, true
	}
	sum, ok := e.(*ast.BinaryExpr)
	if !ok || sum.Op != token.ADD {
		return "", false
	}
	literal := false
	var part func(e ast.Expr) string
	part = func(e ast.Expr) string {
		if text, ok := stringValue(e); ok {
			literal = literal || strings.IndexFunc(text, unicode.IsLetter) >= 0
			return text
		}
		if b, ok := e.(*ast.BinaryExpr); ok && b.Op == token.ADD {
			return part(b.X) + part(b.Y)
		}
		if p, ok := e.(*ast.ParenExpr); ok {
			return part(p.X)
		}
		return "%s"
	}
	text := part(sum)
	return text, literal
}

// messageCall names a call whose string arguments reach users ("errors.Wrapf", ".Infof"), or "".
func messageCall(f *goFile, call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Obj == nil {
		if importPath, imported := f.imports[pkg.Name]; imported {
			funcs, known := messageFuncs[importPath]
			if !known && strings.HasSuffix(importPath, "/pkg/logger") {
				known = true
			}
			for own, names := range ownMessageFuncs {
				if !known && strings.HasSuffix(importPath, "/"+own) {
					funcs, known = names, true
				}
			}
			if known && (funcs == nil || funcs[sel.Sel.Name]) {
				return canonicalPackage(importPath) + "." + sel.Sel.Name
			}
			return ""
		}
	}
	if messageMethods[sel.Sel.Name] {
		return "." + sel.Sel.Name
	}
	return ""
}

// stringValue is the value of a string literal or of a sum of string literals.
func stringValue(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return stringValue(e.X)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := stringValue(e.X)
		b, ok2 := stringValue(e.Y)
		return a + b, ok1 && ok2
	}
	return "", false
}
