// Command goreference answers the differential tests of reference/go: it reads a JSON array of
// requests on stdin, runs each through the real Go library the TypeScript port follows, and
// writes a JSON array of answers, one per request, on stdout. Built in GOPATH mode against
// Debian's Go source packages (see tests/lib/go-reference.ts), so it needs no network.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"text/template"
	"unicode"
	"unicode/utf8"

	"github.com/Knetic/govaluate"
	mmsemver "github.com/Masterminds/semver"
	"github.com/Masterminds/sprig"
	"github.com/blang/semver/v4"
	"github.com/gobwas/glob"
	"gopkg.in/yaml.v2"
)

type request struct {
	Op          string          `json:"op"`
	Pattern     string          `json:"pattern"`
	Inputs      []string        `json:"inputs"`
	Template    string          `json:"template"`
	Data        json.RawMessage `json:"data"`
	Helm        bool            `json:"helm"`
	Doc         string          `json:"doc"`
	Versions    []string        `json:"versions"`
	Ranges      []string        `json:"ranges"`
	Texts       []string        `json:"texts"`
	Expressions []string        `json:"expressions"`
	Codes       []float64       `json:"codes"`
	Floats      []string        `json:"floats"`
}

func main() {
	var requests []request
	if err := json.NewDecoder(bufio.NewReader(os.Stdin)).Decode(&requests); err != nil {
		fmt.Fprintln(os.Stderr, "goreference: reading requests:", err)
		os.Exit(2)
	}
	answers := make([]interface{}, len(requests))
	for i, r := range requests {
		answers[i] = answer(r)
	}
	out := bufio.NewWriter(os.Stdout)
	encoder := json.NewEncoder(out)
	encoder.SetEscapeHTML(false)
	if err := encoder.Encode(answers); err != nil {
		fmt.Fprintln(os.Stderr, "goreference: writing answers:", err)
		os.Exit(2)
	}
	out.Flush()
}

func answer(r request) interface{} {
	switch r.Op {
	case "glob":
		return globMatches(r.Pattern, r.Inputs)
	case "regexp":
		return regexpResults(r.Pattern, r.Inputs, r.Template)
	case "templates":
		funcs := templateFuncs(r.Helm)
		results := make([]interface{}, len(r.Texts))
		for i, text := range r.Texts {
			results[i] = executeTemplate(text, r.Data, r.Helm, funcs)
		}
		return results
	case "yaml":
		return yamlRoundTrip(r.Doc)
	case "blang":
		return blangResults(r.Versions, r.Ranges)
	case "masterminds":
		return mastermindsResults(r.Versions, r.Ranges)
	case "govaluate":
		return govaluateResults(r.Expressions, r.Codes)
	case "strconv":
		return strconvResults(r.Inputs, r.Floats)
	}
	return map[string]string{"error": "unknown op " + r.Op}
}

// bits writes one '1' or '0' per input.
func bits(n int, f func(i int) bool) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if f(i) {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}

// errorOf turns a panic into an error, as text/template does for a function's panic.
func errorOf(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	f()
	return nil
}

// ---- gobwas/glob, with '/' as the separator, as pkg/redact matches file selectors

func globMatches(pattern string, paths []string) interface{} {
	g, err := glob.Compile(pattern, '/')
	if err != nil {
		return map[string]string{"error": err.Error()}
	}
	return map[string]string{"match": bits(len(paths), func(i int) bool { return g.Match(paths[i]) })}
}

// ---- regexp

type regexpResult struct {
	All     []string `json:"all"`
	Replace string   `json:"replace"`
	Split   []string `json:"split"`
}

func regexpResults(pattern string, inputs []string, replacement string) interface{} {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return map[string]string{"error": err.Error()}
	}
	results := make([]regexpResult, len(inputs))
	for i, in := range inputs {
		results[i] = regexpResult{
			All:     nonNil(re.FindAllString(in, -1)),
			Replace: re.ReplaceAllString(in, replacement),
			Split:   nonNil(re.Split(in, -1)),
		}
	}
	return map[string]interface{}{"names": re.SubexpNames(), "results": results}
}

func nonNil(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}

// ---- text/template with Sprig, and the Helm functions that need nothing of Helm's own code

// helmLikeFuncs are Helm's toYaml, toJson, fromJson and fromJsonArray (pkg/engine/funcs.go),
// written here from their documented behaviour over encoding/json and yaml.v2; toYaml goes
// through JSON first, as sigs.k8s.io/yaml.Marshal does.
func helmLikeFuncs() template.FuncMap {
	return template.FuncMap{
		"toYaml": func(v interface{}) string {
			data, err := json.Marshal(v)
			if err != nil {
				return ""
			}
			var decoded interface{}
			if err := yaml.Unmarshal(data, &decoded); err != nil {
				return ""
			}
			out, err := yaml.Marshal(decoded)
			if err != nil {
				return ""
			}
			return strings.TrimSuffix(string(out), "\n")
		},
		"toJson": func(v interface{}) string {
			data, err := json.Marshal(v)
			if err != nil {
				return ""
			}
			return string(data)
		},
		"fromJson": func(s string) map[string]interface{} {
			m := map[string]interface{}{}
			if err := json.Unmarshal([]byte(s), &m); err != nil {
				m["Error"] = err.Error()
			}
			return m
		},
		"fromJsonArray": func(s string) []interface{} {
			a := []interface{}{}
			if err := json.Unmarshal([]byte(s), &a); err != nil {
				a = []interface{}{err.Error()}
			}
			return a
		},
	}
}

// templateFuncs is Sprig's TxtFuncMap without env and expandenv, as Helm installs it, and with
// the Helm functions above when helm is set.
func templateFuncs(helm bool) template.FuncMap {
	funcs := sprig.TxtFuncMap()
	delete(funcs, "env")
	delete(funcs, "expandenv")
	if helm {
		for name, f := range helmLikeFuncs() {
			funcs[name] = f
		}
	}
	return funcs
}

func executeTemplate(text string, data json.RawMessage, helm bool, funcs template.FuncMap) interface{} {
	t := template.New("t").Funcs(funcs)
	if helm {
		// Helm's engine renders with missingkey=zero (pkg/engine/engine.go).
		t.Option("missingkey=zero")
	}
	t, err := t.Parse(text)
	if err != nil {
		return map[string]string{"error": err.Error(), "phase": "parse"}
	}
	var value interface{}
	if len(data) > 0 {
		if err := json.Unmarshal(data, &value); err != nil {
			return map[string]string{"error": "data: " + err.Error()}
		}
	}
	var out strings.Builder
	var execErr error
	if panicked := errorOf(func() { execErr = t.Execute(&out, value) }); panicked != nil {
		return map[string]string{"error": panicked.Error(), "phase": "panic"}
	}
	if execErr != nil {
		return map[string]string{"error": execErr.Error(), "phase": "exec"}
	}
	return map[string]string{"output": out.String()}
}

// ---- yaml.v2: Unmarshal into interface{}, what it read, and Marshal of it

// typed describes a decoded value with its Go type, maps as sorted [key, value] pairs.
func typed(v interface{}) interface{} {
	switch x := v.(type) {
	case nil:
		return nil
	case bool, string:
		return x
	case int:
		return map[string]string{"int": strconv.Itoa(x)}
	case uint64:
		return map[string]string{"int": strconv.FormatUint(x, 10)}
	case float64:
		return map[string]string{"float": strconv.FormatFloat(x, 'g', -1, 64)}
	case []interface{}:
		list := make([]interface{}, len(x))
		for i, e := range x {
			list[i] = typed(e)
		}
		return list
	case map[interface{}]interface{}:
		pairs := make([][2]interface{}, 0, len(x))
		for k, e := range x {
			pairs = append(pairs, [2]interface{}{typed(k), typed(e)})
		}
		sort.Slice(pairs, func(i, j int) bool { return fmt.Sprint(pairs[i][0]) < fmt.Sprint(pairs[j][0]) })
		return map[string]interface{}{"map": pairs}
	}
	return map[string]string{"other": fmt.Sprintf("%T", v)}
}

func yamlRoundTrip(doc string) interface{} {
	var value interface{}
	var err error
	if panicked := errorOf(func() { err = yaml.Unmarshal([]byte(doc), &value) }); panicked != nil {
		return map[string]string{"error": panicked.Error()}
	}
	if err != nil {
		return map[string]string{"error": err.Error()}
	}
	out, err := yaml.Marshal(value)
	if err != nil {
		return map[string]interface{}{"value": typed(value), "marshalError": err.Error()}
	}
	return map[string]interface{}{"value": typed(value), "marshal": string(out)}
}

// ---- semver: parse, compare, ranges

// order writes, for every pair of parsed versions, '<', '=' or '>'.
func order(n int, compare func(i, j int) int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			b.WriteByte("<=>"[compare(i, j)+1])
		}
	}
	return b.String()
}

func blangResults(versions, ranges []string) interface{} {
	parsed := []semver.Version{}
	strict := make([]interface{}, len(versions))
	tolerant := make([]interface{}, len(versions))
	for i, s := range versions {
		if v, err := semver.Parse(s); err != nil {
			strict[i] = map[string]string{"error": err.Error()}
		} else {
			strict[i] = v.String()
			parsed = append(parsed, v)
		}
		if v, err := semver.ParseTolerant(s); err != nil {
			tolerant[i] = map[string]string{"error": err.Error()}
		} else {
			tolerant[i] = v.String()
		}
	}
	checks := make([]interface{}, len(ranges))
	for i, s := range ranges {
		var r semver.Range
		var err error
		if panicked := errorOf(func() { r, err = semver.ParseRange(s) }); panicked != nil {
			checks[i] = map[string]string{"error": panicked.Error()}
		} else if err != nil {
			checks[i] = map[string]string{"error": err.Error()}
		} else {
			checks[i] = map[string]string{"check": bits(len(parsed), func(j int) bool { return r(parsed[j]) })}
		}
	}
	return map[string]interface{}{
		"parse":    strict,
		"tolerant": tolerant,
		"order":    order(len(parsed), func(i, j int) int { return parsed[i].Compare(parsed[j]) }),
		"ranges":   checks,
	}
}

func mastermindsResults(versions, constraints []string) interface{} {
	parsed := []*mmsemver.Version{}
	results := make([]interface{}, len(versions))
	for i, s := range versions {
		if v, err := mmsemver.NewVersion(s); err != nil {
			results[i] = map[string]string{"error": err.Error()}
		} else {
			results[i] = v.String()
			parsed = append(parsed, v)
		}
	}
	checks := make([]interface{}, len(constraints))
	for i, s := range constraints {
		c, err := mmsemver.NewConstraint(s)
		if err != nil {
			checks[i] = map[string]string{"error": err.Error()}
			continue
		}
		checks[i] = map[string]string{"check": bits(len(parsed), func(j int) bool { return c.Check(parsed[j]) })}
	}
	return map[string]interface{}{
		"parse":  results,
		"order":  order(len(parsed), func(i, j int) int { return parsed[i].Compare(parsed[j]) }),
		"ranges": checks,
	}
}

// ---- govaluate with one parameter, statusCode, as the http analyzers evaluate `when`

func describe(v interface{}) interface{} {
	switch x := v.(type) {
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return map[string]string{"float": strconv.FormatFloat(x, 'g', -1, 64)}
		}
		return map[string]string{"float": strconv.FormatFloat(x, 'g', -1, 64)}
	case nil, bool, string:
		return x
	case []interface{}:
		list := make([]interface{}, len(x))
		for i, e := range x {
			list[i] = describe(e)
		}
		return list
	}
	return map[string]string{"other": fmt.Sprintf("%T %v", v, v)}
}

func govaluateResults(expressions []string, codes []float64) interface{} {
	results := make([]interface{}, len(expressions))
	for i, text := range expressions {
		var expression *govaluate.EvaluableExpression
		var err error
		if panicked := errorOf(func() { expression, err = govaluate.NewEvaluableExpression(text) }); panicked != nil {
			results[i] = map[string]string{"parseError": panicked.Error()}
			continue
		}
		if err != nil {
			results[i] = map[string]string{"parseError": err.Error()}
			continue
		}
		values := make([]interface{}, len(codes))
		for j, code := range codes {
			var value interface{}
			var evalErr error
			if panicked := errorOf(func() {
				value, evalErr = expression.Evaluate(map[string]interface{}{"statusCode": code})
			}); panicked != nil {
				values[j] = map[string]string{"error": panicked.Error()}
			} else if evalErr != nil {
				values[j] = map[string]string{"error": evalErr.Error()}
			} else {
				values[j] = map[string]interface{}{"value": describe(value)}
			}
		}
		results[i] = map[string]interface{}{"values": values}
	}
	return results
}

// ---- strconv

func strconvResults(inputs, floats []string) interface{} {
	maybe := func(value string, err error) interface{} {
		if err != nil {
			return nil
		}
		return value
	}
	parsed := make([]interface{}, len(inputs))
	for i, s := range inputs {
		i0, err0 := strconv.ParseInt(s, 0, 64)
		u0, erru := strconv.ParseUint(s, 0, 64)
		i10, err10 := strconv.ParseInt(s, 10, 64)
		i32, err32 := strconv.ParseInt(s, 0, 32)
		f, errf := strconv.ParseFloat(s, 64)
		b, errb := strconv.ParseBool(s)
		unquoted, erruq := strconv.Unquote(s)
		parsed[i] = map[string]interface{}{
			"parseInt0":  maybe(strconv.FormatInt(i0, 10), err0),
			"parseUint0": maybe(strconv.FormatUint(u0, 10), erru),
			"atoi":       maybe(strconv.FormatInt(i10, 10), err10),
			"parseInt32": maybe(strconv.FormatInt(i32, 10), err32),
			"parseFloat": maybe(strconv.FormatUint(math.Float64bits(f), 16), errf),
			"parseBool":  maybe(strconv.FormatBool(b), errb),
			"quote":      strconv.Quote(s),
			"unquote":    maybe(unquoted, erruq),
			// A single code point this Go's Unicode tables do not know (category Cn).
			"unassigned": utf8.RuneCountInString(s) == 1 && !unicode.In([]rune(s)[0], unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.C),
		}
	}
	formatted := make([]interface{}, len(floats))
	for i, hexBits := range floats {
		u, err := strconv.ParseUint(hexBits, 16, 64)
		if err != nil {
			formatted[i] = map[string]string{"error": err.Error()}
			continue
		}
		f := math.Float64frombits(u)
		row := map[string]string{}
		for _, format := range []byte("beEfgGxX") {
			for _, prec := range []int{-1, 0, 1, 2, 3, 6, 17} {
				row[fmt.Sprintf("%c%d", format, prec)] = strconv.FormatFloat(f, format, prec, 64)
			}
		}
		formatted[i] = row
	}
	return map[string]interface{}{"parsed": parsed, "formatted": formatted}
}
