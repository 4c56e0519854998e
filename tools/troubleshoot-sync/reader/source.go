package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"sort"
	"strconv"
	"strings"
)

// goFile is one parsed non-test Go file.
type goFile struct {
	path    string
	ast     *ast.File
	src     []byte
	imports map[string]string // local name -> import path
}

// source is the Go code of a repository at one commit, grouped by folder (package).
type source struct {
	module      string
	fset        *token.FileSet
	files       []*goFile
	packages    map[string][]*goFile // folder -> files
	parseErrors map[string]string    // file -> first error
}

func loadSource(r *repo, commit string, folders ...string) (*source, error) {
	s := &source{fset: token.NewFileSet(), packages: map[string][]*goFile{}, parseErrors: map[string]string{}}
	if mod, _ := r.object(commit + ":go.mod"); mod != nil {
		for _, line := range strings.Split(string(mod), "\n") {
			if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
				s.module = f[1]
			}
		}
	}
	entries, err := r.files(commit, folders...)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.path, ".go") || strings.HasSuffix(e.path, "_test.go") {
			continue
		}
		src, err := r.object(e.blob)
		if err != nil {
			return nil, err
		}
		f, perr := parser.ParseFile(s.fset, e.path, src, parser.ParseComments)
		if perr != nil {
			// Code newer than this Go release may not parse: keep what did, and count the file.
			s.parseErrors[e.path] = strings.TrimPrefix(perr.Error(), e.path+":")
		}
		if f == nil {
			continue
		}
		gf := &goFile{path: e.path, ast: f, src: src, imports: map[string]string{}}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			name := path.Base(p)
			if strings.HasPrefix(name, "v") && len(name) <= 3 { // k8s.io/klog/v2 -> klog
				name = path.Base(path.Dir(p))
			}
			if imp.Name != nil {
				name = imp.Name.Name
			}
			gf.imports[name] = p
		}
		s.files = append(s.files, gf)
		dir := path.Dir(e.path)
		s.packages[dir] = append(s.packages[dir], gf)
	}
	sort.Slice(s.files, func(i, j int) bool { return s.files[i].path < s.files[j].path })
	return s, nil
}

// packageDir maps an import path of this module to its folder; "" for other modules.
func (s *source) packageDir(importPath string) string {
	if s.module != "" && strings.HasPrefix(importPath, s.module+"/") {
		return strings.TrimPrefix(importPath, s.module+"/")
	}
	return ""
}

// funcDecl finds a top-level function (recv "") or method of a package folder.
func (s *source) funcDecl(dir, recv, name string) (*ast.FuncDecl, *goFile) {
	for _, f := range s.packages[dir] {
		for _, d := range f.ast.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Name.Name != name {
				continue
			}
			if receiverName(fd) == recv {
				return fd, f
			}
		}
	}
	return nil, nil
}

// valueSpec finds a package-level const or var.
func (s *source) valueSpec(dir, name string) (*ast.ValueSpec, int, *goFile, token.Token) {
	for _, f := range s.packages[dir] {
		for _, d := range f.ast.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || (gd.Tok != token.CONST && gd.Tok != token.VAR) {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if n.Name == name {
						return vs, i, f, gd.Tok
					}
				}
			}
		}
	}
	return nil, 0, nil, token.ILLEGAL
}

// typeSpec finds a package-level type.
func (s *source) typeSpec(dir, name string) (*ast.TypeSpec, *ast.GenDecl, *goFile) {
	for _, f := range s.packages[dir] {
		for _, d := range f.ast.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				if ts.Name.Name == name {
					return ts, gd, f
				}
			}
		}
	}
	return nil, nil, nil
}

func receiverName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return ""
	}
	return baseTypeName(fd.Recv.List[0].Type)
}

// baseTypeName strips pointers and type parameters: *T, T[K] -> T.
func baseTypeName(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.ParenExpr:
			e = t.X
		case *ast.Ident:
			return t.Name
		case *ast.SelectorExpr:
			return t.Sel.Name
		default:
			return ""
		}
	}
}

// symbolName is how a declaration is cited: Function, Type.Method.
func symbolName(fd *ast.FuncDecl) string {
	if r := receiverName(fd); r != "" {
		return r + "." + fd.Name.Name
	}
	return fd.Name.Name
}
