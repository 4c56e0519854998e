package main

import (
	"go/ast"
	"go/token"
	"sort"
	"strconv"
	"strings"
)

type cliCommand struct {
	Path             string     `json:"path"`
	Use              string     `json:"use"`
	Args             *string    `json:"args"`
	Aliases          []string   `json:"aliases,omitempty"`
	Hidden           bool       `json:"hidden"`
	Deprecated       string     `json:"deprecated,omitempty"`
	Runnable         bool       `json:"runnable"`
	DefinedIn        string     `json:"definedIn"`
	EnvPrefix        string     `json:"envPrefix"`
	EnvKeyReplacer   bool       `json:"envKeyReplacer"`
	FlagsReadVia     *string    `json:"flagsReadVia"`
	AddsKubectlFlags bool       `json:"addsKubectlFlags"`
	Flags            []*cliFlag `json:"flags"`
	InheritedFlags   []string   `json:"inheritedFlags"`
}

type exitSite struct {
	At       string   `json:"at"` // file#function
	Commands []string `json:"commands"`
}

type exitCode struct {
	Code     int64      `json:"code"`
	Constant *string    `json:"constant"`
	Commands []string   `json:"commands"`
	Sites    []exitSite `json:"sites"`
}

type binary struct {
	Name      string `json:"name"`
	Main      string `json:"main"`
	EnvPrefix string `json:"envPrefix"`
}

type cliResult struct {
	Binaries  []binary     `json:"binaries"`
	Commands  []cliCommand `json:"commands"`
	ExitCodes []exitCode   `json:"exitCodes"`
	// What the reader met and could not follow; empty when every command and flag was read.
	Problems []string `json:"problems"`
}

// facts of one function body for the checks that follow the calls from a command's hooks
type bodyFacts struct {
	calls        []string
	envPrefix    string
	keyReplacer  bool
	viper, cobra bool
	exitCodes    map[int64]string // code -> constant name ("" for a literal)
}

type callGraph struct {
	src    *source
	consts map[string]int64 // EXIT_CODE_* constants of the module
	decls  map[string]bodyFacts
}

func (g *callGraph) funcTargets(dir, name string) []string {
	var out []string
	for _, f := range g.src.packages[dir] {
		for _, d := range f.ast.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == name {
				out = append(out, f.path+"#"+name)
			}
		}
	}
	return out
}

func (g *callGraph) methodTargets(dir, name string) []string {
	var out []string
	for _, f := range g.src.packages[dir] {
		for _, d := range f.ast.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && fd.Name.Name == name {
				out = append(out, f.path+"#"+symbolName(fd))
			}
		}
	}
	return out
}

// facts reads one body; hook functions of cobra commands inside it are left out (they run only
// for their command).
func (g *callGraph) facts(f *goFile, body ast.Node) bodyFacts {
	dir := f.path[:strings.LastIndex(f.path, "/")]
	bf := bodyFacts{exitCodes: map[int64]string{}}
	var skipConsts = map[ast.Node]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			if k, ok := n.Key.(*ast.Ident); ok && hookNames[k.Name] {
				if _, ok := n.Value.(*ast.FuncLit); ok {
					return false
				}
			}
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				skipConsts[n.X], skipConsts[n.Y] = true, true
			}
		case *ast.SelectorExpr:
			if skipConsts[n] {
				return true
			}
			if id, ok := n.X.(*ast.Ident); ok {
				if p, ok := f.imports[id.Name]; ok {
					if code, ok := g.consts[g.src.packageDir(p)+"."+n.Sel.Name]; ok {
						bf.exitCodes[code] = n.Sel.Name
					}
				}
			}
		case *ast.Ident:
			bf.calls = append(bf.calls, g.funcTargets(dir, n.Name)...) // calls and functions passed as values
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			name := sel.Sel.Name
			if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil {
				if p, ok := f.imports[id.Name]; ok {
					if d := g.src.packageDir(p); d != "" {
						bf.calls = append(bf.calls, g.funcTargets(d, name)...)
					}
					switch {
					case p == "os" && name == "Exit" && len(n.Args) == 1:
						if lit, ok := n.Args[0].(*ast.BasicLit); ok {
							if code, err := strconv.ParseInt(lit.Value, 0, 64); err == nil {
								bf.exitCodes[code] = ""
							}
						}
					case p == "github.com/spf13/viper":
						if name == "SetEnvPrefix" && len(n.Args) == 1 {
							bf.envPrefix, _ = stringValue(n.Args[0])
						}
						if name == "SetEnvKeyReplacer" {
							bf.keyReplacer = true
						}
						if name == "GetViper" || strings.HasPrefix(name, "Get") || name == "IsSet" {
							bf.viper = true
						}
					}
					return true
				}
			}
			bf.calls = append(bf.calls, g.methodTargets(dir, name)...)
			if name == "SetEnvKeyReplacer" {
				bf.keyReplacer = true
			}
			if inner, ok := sel.X.(*ast.CallExpr); ok {
				if is, ok := inner.Fun.(*ast.SelectorExpr); ok && (is.Sel.Name == "Flags" || is.Sel.Name == "PersistentFlags") &&
					(strings.HasPrefix(name, "Get") || name == "Lookup" || name == "Changed") {
					bf.cobra = true
				}
			}
		}
		return true
	})
	return bf
}

func (g *callGraph) declFacts(key string) bodyFacts {
	if bf, ok := g.decls[key]; ok {
		return bf
	}
	g.decls[key] = bodyFacts{} // cycles
	file, sym := key[:strings.Index(key, "#")], key[strings.Index(key, "#")+1:]
	for _, f := range g.src.files {
		if f.path != file {
			continue
		}
		for _, d := range f.ast.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && symbolName(fd) == sym && fd.Body != nil {
				g.decls[key] = g.facts(f, fd.Body)
			}
		}
	}
	return g.decls[key]
}

// reach collects the facts of every function reachable from some roots.
type root struct {
	facts bodyFacts
	at    string // the function a hook closure is written in
}

func (g *callGraph) reach(roots []root) (all []bodyFacts, sites map[int64]map[string]bool) {
	sites = map[int64]map[string]bool{}
	seen := map[string]bool{}
	var queue []string
	add := func(bf bodyFacts, at string) {
		all = append(all, bf)
		for code := range bf.exitCodes {
			if sites[code] == nil {
				sites[code] = map[string]bool{}
			}
			sites[code][at] = true
		}
		queue = append(queue, bf.calls...)
	}
	for _, r := range roots {
		add(r.facts, r.at)
	}
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		if seen[k] {
			continue
		}
		seen[k] = true
		add(g.declFacts(k), k)
	}
	return all, sites
}

func (g *callGraph) hookFacts(h *funcValue) (bodyFacts, string) {
	if h.decl != nil {
		key := h.file.path + "#" + symbolName(h.decl)
		return bodyFacts{calls: []string{key}, exitCodes: map[int64]string{}}, key
	}
	sym, _ := h.env["\x00sym"].(string)
	return g.facts(h.file, h.lit.Body), sym
}

// readCLI builds the command trees of the binaries whose main packages are given.
func readCLI(s *source, mains []string) *cliResult {
	res := &cliResult{Problems: []string{}}
	g := &callGraph{src: s, consts: map[string]int64{}, decls: map[string]bodyFacts{}}
	in := newInterp(s)
	for dir, files := range s.packages {
		for _, f := range files {
			for _, d := range f.ast.Decls {
				if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
					for _, spec := range gd.Specs {
						for _, n := range spec.(*ast.ValueSpec).Names {
							if strings.HasPrefix(n.Name, "EXIT_CODE_") {
								if v, ok := in.global(dir, n.Name).(int64); ok {
									g.consts[dir+"."+n.Name] = v
								}
							}
						}
					}
				}
			}
		}
	}
	codes := map[int64]*exitCode{}
	codeOf := func(code int64, constant string) *exitCode {
		e := codes[code]
		if e == nil {
			e = &exitCode{Code: code, Commands: []string{}, Sites: []exitSite{}}
			codes[code] = e
		}
		if constant != "" {
			c := constant
			e.Constant = &c
		}
		return e
	}
	siteCommands := map[int64]map[string]map[string]bool{}
	addSite := func(code int64, at, command string) {
		if siteCommands[code] == nil {
			siteCommands[code] = map[string]map[string]bool{}
		}
		if siteCommands[code][at] == nil {
			siteCommands[code][at] = map[string]bool{}
		}
		siteCommands[code][at][command] = true
	}
	for _, mainDir := range mains {
		fd, file := s.funcDecl(mainDir, "", "main")
		if fd == nil {
			res.Problems = append(res.Problems, mainDir+": no main function")
			continue
		}
		in.executed = nil
		in.run(&funcValue{decl: fd, file: file, dir: mainDir}, nil, nil)
		if len(in.executed) != 1 {
			res.Problems = append(res.Problems, mainDir+": the reader found "+strconv.Itoa(len(in.executed))+" executed root commands")
			continue
		}
		rootCmd := in.executed[0]
		name := strings.Fields(rootCmd.use)[0]
		// Facts of the binary outside any command: the prefix of environment variables, and the exit
		// codes of the path around cmd.Execute.
		mainKey := file.path + "#main"
		binFacts, binSites := g.reach([]root{{facts: bodyFacts{calls: []string{mainKey}}}})
		prefix := ""
		for _, bf := range binFacts {
			if bf.envPrefix != "" {
				prefix = bf.envPrefix
			}
		}
		res.Binaries = append(res.Binaries, binary{Name: name, Main: file.path, EnvPrefix: prefix})
		var walk func(c *cmdNode, parents []*cmdNode, path string)
		walk = func(c *cmdNode, parents []*cmdNode, path string) {
			cmd := cliCommand{Path: path, Use: c.use, Aliases: c.aliases, Hidden: c.hidden, Deprecated: c.deprecated, DefinedIn: c.definedIn,
				EnvPrefix: prefix, AddsKubectlFlags: c.kubectl, Flags: sortedFlags(c.flags), InheritedFlags: []string{}}
			if c.args != "" {
				a := c.args
				cmd.Args = &a
			}
			_, run := c.hooks["Run"]
			_, runE := c.hooks["RunE"]
			cmd.Runnable = run || runE
			// Inherited: persistent flags of the ancestors, nearest first, that no nearer flag shadows.
			taken := map[string]bool{}
			for _, f := range c.flags {
				taken[f.Name] = true
			}
			for i := len(parents) - 1; i >= 0; i-- {
				for _, f := range parents[i].flags {
					if f.Persistent && !taken[f.Name] {
						taken[f.Name] = true
						cmd.InheritedFlags = append(cmd.InheritedFlags, f.Name)
					}
				}
			}
			sort.Strings(cmd.InheritedFlags)
			// The hooks cobra runs for this command: its own, and the nearest persistent ones.
			own := []string{"PreRun", "PreRunE", "Run", "RunE", "PostRun", "PostRunE"}
			var ownRoots, allRoots []root
			for _, h := range own {
				if f := c.hooks[h]; f != nil {
					bf, at := g.hookFacts(f)
					ownRoots = append(ownRoots, root{bf, at})
				}
			}
			allRoots = append(allRoots, ownRoots...)
			chain := append(append([]*cmdNode{}, parents...), c)
			for _, pair := range [][2]string{{"PersistentPreRun", "PersistentPreRunE"}, {"PersistentPostRun", "PersistentPostRunE"}} {
				for i := len(chain) - 1; i >= 0; i-- {
					f := chain[i].hooks[pair[0]]
					if f == nil {
						f = chain[i].hooks[pair[1]]
					}
					if f != nil {
						bf, at := g.hookFacts(f)
						allRoots = append(allRoots, root{bf, at})
						break
					}
				}
			}
			if cmd.Runnable {
				reached, sites := g.reach(allRoots)
				for _, bf := range reached {
					cmd.EnvKeyReplacer = cmd.EnvKeyReplacer || bf.keyReplacer
				}
				for code, at := range sites {
					for site := range at {
						addSite(code, site, path)
					}
				}
				if len(c.flags) > 0 {
					ownReached, _ := g.reach(ownRoots)
					viper, cobra := false, false
					for _, bf := range ownReached {
						viper, cobra = viper || bf.viper, cobra || bf.cobra
					}
					via := ""
					if viper {
						via = "viper"
					} else if cobra {
						via = "cobra"
					}
					if via != "" {
						cmd.FlagsReadVia = &via
					}
				}
			}
			// Every command exits 0 when it returns no error, and with the codes of the path around Execute.
			addSite(0, "", path)
			for code, at := range binSites {
				for site := range at {
					addSite(code, site, path)
				}
			}
			res.Commands = append(res.Commands, cmd)
			for _, child := range c.children {
				walk(child, chain, path+" "+strings.Fields(child.use)[0])
			}
		}
		walk(rootCmd, nil, name)
	}
	for code, at := range siteCommands {
		var constant string
		for k, v := range g.consts {
			if v == code {
				constant = k[strings.LastIndex(k, ".")+1:]
			}
		}
		e := codeOf(code, constant)
		all := map[string]bool{}
		for site, commands := range at {
			var list []string
			for c := range commands {
				list = append(list, c)
				all[c] = true
			}
			sort.Strings(list)
			if site != "" {
				e.Sites = append(e.Sites, exitSite{At: site, Commands: list})
			}
		}
		for c := range all {
			e.Commands = append(e.Commands, c)
		}
		sort.Strings(e.Commands)
		sort.Slice(e.Sites, func(i, j int) bool { return e.Sites[i].At < e.Sites[j].At })
	}
	for _, e := range codes {
		res.ExitCodes = append(res.ExitCodes, *e)
	}
	sort.Slice(res.ExitCodes, func(i, j int) bool { return res.ExitCodes[i].Code < res.ExitCodes[j].Code })
	sort.Slice(res.Commands, func(i, j int) bool { return res.Commands[i].Path < res.Commands[j].Path })
	res.Problems = append(res.Problems, in.problems...)
	sort.Strings(res.Problems)
	return res
}
