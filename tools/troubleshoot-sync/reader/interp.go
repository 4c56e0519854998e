package main

import (
	"encoding/csv"
	"go/ast"
	"go/token"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// A small interpreter for the cobra constructors: it follows the statements that build commands
// and register flags (helpers in other packages and methods included) with the values they pass,
// so that a default written as `*f.Output` or a name written as a constant come out as pflag sees
// them. Branches whose condition it cannot decide are all taken.

type unknown struct{}
type nilValue struct{}
type ptrValue struct{ to value }
type structValue struct {
	dir, typ string
	fields   map[string]value
}
type flagSetValue struct {
	cmd        *cmdNode
	persistent bool
}

// externalValue is what a function of another module returned; filledBy names the module that
// registered flags into it (a Go flag.FlagSet given to klog.InitFlags).
type externalValue struct {
	pkg, name string
	filledBy  string
}
type goFlagParam struct {
	from string
	name string
}
type funcValue struct {
	lit  *ast.FuncLit
	decl *ast.FuncDecl
	file *goFile
	dir  string
	env  map[string]value
}
type value interface{}

type hookRef struct {
	name string
	fn   *funcValue
}

type cmdNode struct {
	use, args, deprecated string
	aliases               []string
	hidden                bool
	definedIn             string
	flags                 []*cliFlag
	children              []*cmdNode
	hooks                 map[string]*funcValue
	kubectl               bool
}

type cliFlag struct {
	Name       string  `json:"name"`
	Shorthand  *string `json:"shorthand"`
	Type       string  `json:"type"`
	Default    *string `json:"default"` // as pflag prints it; null when computed at run time
	Persistent bool    `json:"persistent"`
	Hidden     bool    `json:"hidden"`
	Required   bool    `json:"required"`
	Deprecated bool    `json:"deprecated,omitempty"`
	DefinedIn  string  `json:"definedIn"`        // file#function of the registering call
	Module     string  `json:"module,omitempty"` // defined by another module (klog)
}

type frame struct {
	env  map[string]value
	file *goFile
	dir  string
	sym  string // file#symbol being run, for definedIn
}

type interp struct {
	src      *source
	globals  map[string]value
	depth    int
	executed []*cmdNode
	problems []string
}

var hookNames = map[string]bool{"Run": true, "RunE": true, "PreRun": true, "PreRunE": true, "PostRun": true, "PostRunE": true,
	"PersistentPreRun": true, "PersistentPreRunE": true, "PersistentPostRun": true, "PersistentPostRunE": true}

// Go flags other modules define and troubleshoot adds with AddGoFlag: their pflag type and
// default as pflag prints them (klog's -v is a klog.Level, printed "0").
var goFlagFacts = map[string]map[string][2]string{
	"k8s.io/klog/v2": {"v": {"Level", "0"}},
}

func newInterp(s *source) *interp {
	return &interp{src: s, globals: map[string]value{}}
}

func (in *interp) problem(fr *frame, pos token.Pos, msg string) {
	p := in.src.fset.Position(pos)
	in.problems = append(in.problems, p.Filename+":"+strconv.Itoa(p.Line)+": "+msg)
}

// global reads a package-level const or var (its initializer, or what an init function or an
// earlier statement assigned).
func (in *interp) global(dir, name string) value {
	key := dir + "." + name
	if v, ok := in.globals[key]; ok {
		return v
	}
	vs, i, f, _ := in.src.valueSpec(dir, name)
	if vs == nil {
		if fd, file := in.src.funcDecl(dir, "", name); fd != nil {
			return &funcValue{decl: fd, file: file, dir: dir}
		}
		return unknown{}
	}
	in.globals[key] = unknown{} // guards against cycles
	var v value = nilValue{}
	if i < len(vs.Values) {
		v = in.eval(&frame{env: map[string]value{}, file: f, dir: dir}, vs.Values[i])
	} else if len(vs.Values) == 0 {
		// Assigned in an init function?
		for _, pf := range in.src.packages[dir] {
			for _, d := range pf.ast.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Name.Name != "init" || fd.Recv != nil {
					continue
				}
				for _, st := range fd.Body.List {
					if as, ok := st.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
						for j, l := range as.Lhs {
							if id, ok := l.(*ast.Ident); ok && id.Name == name {
								v = in.eval(&frame{env: map[string]value{}, file: pf, dir: dir}, as.Rhs[j])
							}
						}
					}
				}
			}
		}
	}
	in.globals[key] = v
	return v
}

func (in *interp) eval(fr *frame, e ast.Expr) value {
	switch e := e.(type) {
	case *ast.BasicLit:
		switch e.Kind {
		case token.STRING:
			s, _ := strconv.Unquote(e.Value)
			return s
		case token.INT:
			n, err := strconv.ParseInt(e.Value, 0, 64)
			if err == nil {
				return n
			}
		case token.FLOAT:
			f, err := strconv.ParseFloat(e.Value, 64)
			if err == nil {
				return f
			}
		}
		return unknown{}
	case *ast.Ident:
		switch e.Name {
		case "true":
			return true
		case "false":
			return false
		case "nil":
			return nilValue{}
		}
		if v, ok := fr.env[e.Name]; ok {
			return v
		}
		return in.global(fr.dir, e.Name)
	case *ast.ParenExpr:
		return in.eval(fr, e.X)
	case *ast.SelectorExpr:
		if id, ok := e.X.(*ast.Ident); ok {
			if _, local := fr.env[id.Name]; !local {
				if p, ok := fr.file.imports[id.Name]; ok {
					if dir := in.src.packageDir(p); dir != "" {
						return in.global(dir, e.Sel.Name)
					}
					if p == "time" {
						if d, ok := durations[e.Sel.Name]; ok {
							return int64(d)
						}
					}
					return &externalValue{pkg: p, name: e.Sel.Name}
				}
			}
		}
		switch x := in.eval(fr, e.X).(type) {
		case *structValue:
			if v, ok := x.fields[e.Sel.Name]; ok {
				return v
			}
			return nilValue{}
		case ptrValue:
			if sv, ok := x.to.(*structValue); ok {
				if v, ok := sv.fields[e.Sel.Name]; ok {
					return v
				}
				return nilValue{}
			}
		case *goFlagParam:
			if e.Sel.Name == "Name" {
				return x
			}
		}
		return unknown{}
	case *ast.StarExpr:
		if p, ok := in.eval(fr, e.X).(ptrValue); ok {
			return p.to
		}
		return unknown{}
	case *ast.UnaryExpr:
		v := in.eval(fr, e.X)
		switch e.Op {
		case token.AND:
			if _, ok := v.(*structValue); ok {
				return v
			}
			if _, ok := v.(*cmdNode); ok {
				return v
			}
			return ptrValue{v}
		case token.NOT:
			if b, ok := v.(bool); ok {
				return !b
			}
		case token.SUB:
			if n, ok := v.(int64); ok {
				return -n
			}
		}
		return unknown{}
	case *ast.BinaryExpr:
		a, b := in.eval(fr, e.X), in.eval(fr, e.Y)
		switch e.Op {
		case token.ADD:
			if x, ok := a.(string); ok {
				if y, ok := b.(string); ok {
					return x + y
				}
			}
			if x, ok := a.(int64); ok {
				if y, ok := b.(int64); ok {
					return x + y
				}
			}
		case token.MUL:
			if x, ok := a.(int64); ok {
				if y, ok := b.(int64); ok {
					return x * y
				}
			}
		}
		return unknown{}
	case *ast.CompositeLit:
		return in.composite(fr, e)
	case *ast.FuncLit:
		return &funcValue{lit: e, file: fr.file, dir: fr.dir, env: fr.env}
	case *ast.CallExpr:
		return in.call(fr, e)
	}
	return unknown{}
}

var durations = map[string]time.Duration{"Nanosecond": time.Nanosecond, "Microsecond": time.Microsecond, "Millisecond": time.Millisecond, "Second": time.Second, "Minute": time.Minute, "Hour": time.Hour}

func (in *interp) isCobra(fr *frame, e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && fr.file.imports[id.Name] == "github.com/spf13/cobra" && sel.Sel.Name == "Command"
}

func (in *interp) composite(fr *frame, e *ast.CompositeLit) value {
	if in.isCobra(fr, e.Type) {
		c := &cmdNode{definedIn: fr.sym, hooks: map[string]*funcValue{}}
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				in.setCommandField(fr, c, kv.Key.(*ast.Ident).Name, kv.Value)
			}
		}
		return c
	}
	switch t := e.Type.(type) {
	case *ast.ArrayType:
		var out []value
		for _, el := range e.Elts {
			out = append(out, in.eval(fr, el))
		}
		if out == nil {
			out = []value{}
		}
		return out
	case *ast.Ident:
		if ts, _, _ := in.src.typeSpec(fr.dir, t.Name); ts != nil {
			sv := &structValue{dir: fr.dir, typ: t.Name, fields: map[string]value{}}
			for _, el := range e.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok {
						sv.fields[k.Name] = in.eval(fr, kv.Value)
					}
				}
			}
			return sv
		}
	}
	return unknown{}
}

func (in *interp) setCommandField(fr *frame, c *cmdNode, name string, e ast.Expr) {
	switch {
	case name == "Use":
		if s, ok := in.eval(fr, e).(string); ok {
			c.use = s
		}
	case name == "Args":
		c.args = strings.TrimPrefix(printNode(in.src.fset, e), "cobra.")
	case name == "Aliases":
		if list, ok := in.eval(fr, e).([]value); ok {
			for _, v := range list {
				if s, ok := v.(string); ok {
					c.aliases = append(c.aliases, s)
				}
			}
		}
	case name == "Hidden":
		if b, ok := in.eval(fr, e).(bool); ok {
			c.hidden = b
		}
	case name == "Deprecated":
		if s, ok := in.eval(fr, e).(string); ok {
			c.deprecated = s
		}
	case hookNames[name]:
		if f, ok := in.eval(fr, e).(*funcValue); ok {
			c.hooks[name] = f
		}
	}
}

var flagMethod = regexp.MustCompile(`^(Bool|String|Int|Int8|Int16|Int32|Int64|Uint|Uint8|Uint16|Uint32|Uint64|Float32|Float64|Duration|StringSlice|StringArray|IntSlice|Int32Slice|Int64Slice|UintSlice|BoolSlice|Float32Slice|Float64Slice|DurationSlice|StringToString|StringToInt|StringToInt64|IP|IPSlice|IPMask|IPNet|Count|BytesHex|BytesBase64)(Var)?(P)?$`)

func pflagType(base string) string {
	switch {
	case strings.HasPrefix(base, "IP"):
		return "ip" + base[2:]
	}
	return strings.ToLower(base[:1]) + base[1:]
}

// pflagDefault prints a default as pflag's DefValue does; nil when not known before run time.
func pflagDefault(typ string, v value) *string {
	var s string
	switch x := v.(type) {
	case bool:
		s = strconv.FormatBool(x)
	case string:
		if typ != "string" {
			return nil
		}
		s = x
	case int64:
		if typ == "duration" {
			s = time.Duration(x).String()
		} else {
			s = strconv.FormatInt(x, 10)
		}
	case float64:
		s = strconv.FormatFloat(x, 'g', -1, 64)
	case []value:
		var items []string
		for _, item := range x {
			switch it := item.(type) {
			case string:
				items = append(items, it)
			case int64:
				items = append(items, strconv.FormatInt(it, 10))
			default:
				return nil
			}
		}
		var b strings.Builder
		w := csv.NewWriter(&b)
		w.Write(items)
		w.Flush()
		s = "[" + strings.TrimSuffix(b.String(), "\n") + "]"
		if len(items) == 0 {
			s = "[]"
		}
	default:
		return nil
	}
	return &s
}

func (fs *flagSetValue) find(name string) *cliFlag {
	for _, f := range fs.cmd.flags {
		if f.Name == name {
			return f
		}
	}
	return nil
}

func (in *interp) call(fr *frame, call *ast.CallExpr) value {
	args := func() []value {
		out := make([]value, len(call.Args))
		for i, a := range call.Args {
			out[i] = in.eval(fr, a)
		}
		return out
	}
	switch fn := call.Fun.(type) {
	case *ast.FuncLit:
		return in.run(&funcValue{lit: fn, file: fr.file, dir: fr.dir, env: fr.env}, nil, args())
	case *ast.Ident:
		if v, ok := fr.env[fn.Name]; ok {
			if f, ok := v.(*funcValue); ok {
				return in.run(f, nil, args())
			}
			return unknown{}
		}
		if fd, file := in.src.funcDecl(fr.dir, "", fn.Name); fd != nil {
			return in.run(&funcValue{decl: fd, file: file, dir: fr.dir}, nil, args())
		}
		return unknown{}
	case *ast.SelectorExpr:
		name := fn.Sel.Name
		if id, ok := fn.X.(*ast.Ident); ok {
			if _, local := fr.env[id.Name]; !local {
				if p, ok := fr.file.imports[id.Name]; ok {
					if dir := in.src.packageDir(p); dir != "" {
						if fd, file := in.src.funcDecl(dir, "", name); fd != nil {
							return in.run(&funcValue{decl: fd, file: file, dir: dir}, nil, args())
						}
						return unknown{}
					}
					vals := args()
					if (p == "k8s.io/utils/ptr" || p == "k8s.io/utils/pointer") && len(vals) == 1 {
						return ptrValue{vals[0]}
					}
					for _, v := range vals {
						if ev, ok := v.(*externalValue); ok && ev.pkg == "flag" {
							ev.filledBy = p
						}
					}
					return &externalValue{pkg: p, name: name}
				}
			}
		}
		recv := in.eval(fr, fn.X)
		switch r := recv.(type) {
		case *cmdNode:
			return in.commandMethod(fr, call, r, name, args())
		case *flagSetValue:
			return in.flagSetMethod(fr, call, r, name, args())
		case *structValue:
			if fd, file := in.src.funcDecl(r.dir, r.typ, name); fd != nil {
				return in.run(&funcValue{decl: fd, file: file, dir: r.dir}, r, args())
			}
		case *externalValue:
			vals := args()
			if name == "AddFlags" && strings.HasSuffix(r.pkg, "cli-runtime/pkg/genericclioptions") && len(vals) == 1 {
				if fs, ok := vals[0].(*flagSetValue); ok {
					fs.cmd.kubectl = true
				}
			}
			if name == "VisitAll" && r.filledBy != "" && len(vals) == 1 {
				if f, ok := vals[0].(*funcValue); ok {
					in.run(f, nil, []value{&goFlagParam{from: r.filledBy}})
				}
			}
		}
		return unknown{}
	}
	return unknown{}
}

func (in *interp) commandMethod(fr *frame, call *ast.CallExpr, c *cmdNode, name string, vals []value) value {
	switch name {
	case "Flags", "LocalFlags", "LocalNonPersistentFlags":
		return &flagSetValue{cmd: c}
	case "PersistentFlags":
		return &flagSetValue{cmd: c, persistent: true}
	case "AddCommand":
		for _, v := range vals {
			if child, ok := v.(*cmdNode); ok {
				c.children = append(c.children, child)
			} else if list, ok := v.([]value); ok {
				for _, item := range list {
					if child, ok := item.(*cmdNode); ok {
						c.children = append(c.children, child)
					}
				}
			} else {
				in.problem(fr, call.Pos(), "AddCommand with a command the reader cannot follow")
			}
		}
	case "MarkFlagRequired", "MarkPersistentFlagRequired", "MarkFlagsRequiredTogether":
		for _, v := range vals {
			if s, ok := v.(string); ok {
				if f := (&flagSetValue{cmd: c}).find(s); f != nil {
					f.Required = true
				}
			}
		}
	case "Execute", "ExecuteC", "ExecuteContext", "ExecuteContextC":
		in.executed = append(in.executed, c)
	}
	return unknown{}
}

func (in *interp) flagSetMethod(fr *frame, call *ast.CallExpr, fs *flagSetValue, name string, vals []value) value {
	switch name {
	case "MarkHidden", "MarkDeprecated":
		if len(vals) > 0 {
			if s, ok := vals[0].(string); ok {
				if f := fs.find(s); f != nil {
					if name == "MarkHidden" {
						f.Hidden = true
					} else {
						f.Deprecated, f.Hidden = true, true // pflag hides deprecated flags from help
					}
				}
			}
		}
		return unknown{}
	case "AddGoFlag":
		if p, ok := vals[0].(*goFlagParam); ok && p.name != "" {
			facts, known := goFlagFacts[p.from][p.name]
			if !known {
				in.problem(fr, call.Pos(), "Go flag "+p.name+" of "+p.from+" has no type and default in goFlagFacts")
				return unknown{}
			}
			short := (*string)(nil)
			if len(p.name) == 1 { // pflag gives a one-letter Go flag that letter as shorthand
				short = &p.name
			}
			def := facts[1]
			fs.cmd.flags = append(fs.cmd.flags, &cliFlag{Name: p.name, Shorthand: short, Type: facts[0], Default: &def, Persistent: fs.persistent, DefinedIn: fr.sym, Module: p.from})
		}
		return unknown{}
	case "MarkShorthandDeprecated", "SetNormalizeFunc", "SortFlags", "AddFlagSet", "Lookup", "VisitAll", "Parse", "Set", "SetAnnotation":
		return unknown{}
	}
	m := flagMethod.FindStringSubmatch(name)
	if m == nil {
		if strings.HasPrefix(name, "Get") {
			return unknown{}
		}
		in.problem(fr, call.Pos(), "flag method "+name+" is not known to the reader")
		return unknown{}
	}
	i := 0
	if m[2] != "" { // ...Var(p, name, ...): the first argument is the destination
		i = 1
	}
	get := func() value {
		if i < len(vals) {
			v := vals[i]
			i++
			return v
		}
		i++
		return unknown{}
	}
	flagName, ok := get().(string)
	if !ok {
		in.problem(fr, call.Pos(), "flag name the reader cannot evaluate")
		return unknown{}
	}
	var short *string
	if m[3] != "" {
		if s, ok := get().(string); ok && s != "" {
			short = &s
		}
	}
	typ := pflagType(m[1])
	var def *string
	if m[1] == "Count" {
		zero := "0"
		def = &zero
	} else {
		def = pflagDefault(typ, get())
	}
	fs.cmd.flags = append(fs.cmd.flags, &cliFlag{Name: flagName, Shorthand: short, Type: typ, Default: def, Persistent: fs.persistent, DefinedIn: fr.sym})
	return &flagSetValue{cmd: fs.cmd} // the pointer pflag returns; only its existence matters here
}

// run calls a function with a receiver and arguments and returns its first result.
func (in *interp) run(f *funcValue, recv value, args []value) value {
	if in.depth > 16 {
		return unknown{}
	}
	in.depth++
	defer func() { in.depth-- }()
	fr := &frame{env: map[string]value{}, file: f.file, dir: f.dir}
	var ftype *ast.FuncType
	var body *ast.BlockStmt
	if f.decl != nil {
		ftype, body = f.decl.Type, f.decl.Body
		fr.sym = f.file.path + "#" + symbolName(f.decl)
		if f.decl.Recv != nil && len(f.decl.Recv.List) > 0 && len(f.decl.Recv.List[0].Names) > 0 {
			fr.env[f.decl.Recv.List[0].Names[0].Name] = recv
		}
	} else {
		ftype, body = f.lit.Type, f.lit.Body
		for k, v := range f.env {
			fr.env[k] = v
		}
		fr.sym, _ = f.env["\x00sym"].(string)
	}
	fr.env["\x00sym"] = fr.sym
	i := 0
	for _, p := range ftype.Params.List {
		for _, n := range p.Names {
			if _, variadic := p.Type.(*ast.Ellipsis); variadic && i < len(args) {
				fr.env[n.Name] = append([]value{}, args[i:]...)
			} else if i < len(args) {
				fr.env[n.Name] = args[i]
			} else {
				fr.env[n.Name] = unknown{}
			}
			i++
		}
	}
	if body == nil {
		return unknown{}
	}
	v, _ := in.block(fr, body.List)
	return v
}

// block runs statements; it reports a return met on a path the reader is sure of.
func (in *interp) block(fr *frame, list []ast.Stmt) (value, bool) {
	for _, st := range list {
		if v, returned := in.stmt(fr, st); returned {
			return v, true
		}
	}
	return unknown{}, false
}

func (in *interp) assign(fr *frame, lhs ast.Expr, v value, define bool) {
	switch l := lhs.(type) {
	case *ast.Ident:
		if l.Name == "_" {
			return
		}
		if _, local := fr.env[l.Name]; define || local {
			fr.env[l.Name] = v
			return
		}
		if vs, _, _, _ := in.src.valueSpec(fr.dir, l.Name); vs != nil {
			in.globals[fr.dir+"."+l.Name] = v
			return
		}
		fr.env[l.Name] = v
	case *ast.SelectorExpr:
		switch x := in.eval(fr, l.X).(type) {
		case *cmdNode:
			in.setCommandFieldValue(fr, x, l.Sel.Name, v)
		case *structValue:
			x.fields[l.Sel.Name] = v
		}
	}
}

func (in *interp) setCommandFieldValue(fr *frame, c *cmdNode, name string, v value) {
	switch {
	case name == "Use":
		if s, ok := v.(string); ok {
			c.use = s
		}
	case name == "Hidden":
		if b, ok := v.(bool); ok {
			c.hidden = b
		}
	case hookNames[name]:
		if f, ok := v.(*funcValue); ok {
			c.hooks[name] = f
		}
	}
}

func (in *interp) stmt(fr *frame, st ast.Stmt) (value, bool) {
	switch s := st.(type) {
	case *ast.ExprStmt:
		in.eval(fr, s.X)
	case *ast.AssignStmt:
		define := s.Tok == token.DEFINE
		if len(s.Lhs) == len(s.Rhs) {
			vals := make([]value, len(s.Rhs))
			for i, r := range s.Rhs {
				vals[i] = in.eval(fr, r)
			}
			for i, l := range s.Lhs {
				in.assign(fr, l, vals[i], define)
			}
		} else if len(s.Rhs) == 1 {
			first := in.eval(fr, s.Rhs[0])
			for i, l := range s.Lhs {
				if i == 0 {
					in.assign(fr, l, first, define)
				} else {
					in.assign(fr, l, unknown{}, define)
				}
			}
		}
	case *ast.DeclStmt:
		if gd, ok := s.Decl.(*ast.GenDecl); ok {
			for _, spec := range gd.Specs {
				if vs, ok := spec.(*ast.ValueSpec); ok {
					for i, n := range vs.Names {
						var v value = nilValue{}
						if i < len(vs.Values) {
							v = in.eval(fr, vs.Values[i])
						} else if vs.Type != nil {
							v = unknown{}
						}
						fr.env[n.Name] = v
					}
				}
			}
		}
	case *ast.ReturnStmt:
		if len(s.Results) > 0 {
			return in.eval(fr, s.Results[0]), true
		}
		return unknown{}, true
	case *ast.BlockStmt:
		return in.block(fr, s.List)
	case *ast.IfStmt:
		if s.Init != nil {
			in.stmt(fr, s.Init)
		}
		switch in.cond(fr, s.Cond) {
		case 1:
			return in.block(fr, s.Body.List)
		case 0:
			if s.Else != nil {
				return in.stmt(fr, s.Else)
			}
		default: // both branches; a return inside them does not end the function
			in.block(fr, s.Body.List)
			if s.Else != nil {
				in.stmt(fr, s.Else)
			}
		}
	case *ast.RangeStmt:
		in.block(fr, s.Body.List)
	case *ast.ForStmt:
		in.block(fr, s.Body.List)
	case *ast.SwitchStmt:
		for _, c := range s.Body.List {
			in.block(fr, c.(*ast.CaseClause).Body)
		}
	}
	return nil, false
}

// cond decides a condition: 1 true, 0 false, -1 unknown.
func (in *interp) cond(fr *frame, e ast.Expr) int {
	b, ok := e.(*ast.BinaryExpr)
	if !ok {
		if v, ok := in.eval(fr, e).(bool); ok {
			if v {
				return 1
			}
			return 0
		}
		return -1
	}
	switch b.Op {
	case token.LAND:
		x, y := in.cond(fr, b.X), in.cond(fr, b.Y)
		if x == 0 || y == 0 {
			return 0
		}
		if x == 1 && y == 1 {
			return 1
		}
		return -1
	case token.EQL, token.NEQ:
		x, y := in.eval(fr, b.X), in.eval(fr, b.Y)
		if p, ok := x.(*goFlagParam); ok {
			if s, ok := y.(string); ok && b.Op == token.EQL {
				p.name = s // the callback runs for the flag it asks for
				return 1
			}
		}
		_, xNil := x.(nilValue)
		_, yNil := y.(nilValue)
		if yNil && !isUnknown(x) {
			if xNil == (b.Op == token.EQL) {
				return 1
			}
			return 0
		}
		if xs, ok := x.(string); ok {
			if ys, ok := y.(string); ok {
				if (xs == ys) == (b.Op == token.EQL) {
					return 1
				}
				return 0
			}
		}
	}
	return -1
}

func isUnknown(v value) bool {
	switch v.(type) {
	case unknown, *externalValue:
		return true
	}
	return false
}

func sortedFlags(flags []*cliFlag) []*cliFlag {
	out := append([]*cliFlag{}, flags...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
