// Command reader reads the facts the documentation site needs from the Troubleshoot Go source in
// a git repository (a clone or a bare mirror) at one ref, and prints them as one JSON document.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

type sourceInfo struct {
	Ref      string `json:"ref"`
	Commit   string `json:"commit"`
	Date     string `json:"date"`
	Describe string `json:"describe"`
}

type output struct {
	Source       sourceInfo                   `json:"source"`
	Modules      map[string]string            `json:"modules"` // go.mod requirements the facts depend on
	Types        map[string]*apiTypes         `json:"types"`   // API package folder -> types
	Since        *sinceResult                 `json:"since"`
	CLI          *cliResult                   `json:"cli"`
	KubectlFlags *kubectlFlags                `json:"kubectlFlags"`
	Functions    map[string]map[string]symbol `json:"functions"`
	Messages     map[string][]message         `json:"messages"`
	CodeFacts    map[string]*codeFacts        `json:"codeFacts"`
	ParseErrors  map[string]string            `json:"parseErrors"`
	FilesRead    int                          `json:"filesRead"`
}

type kubectlFlags struct {
	Module  string     `json:"module"`
	Version string     `json:"version"`
	Ref     string     `json:"ref"`
	Commit  string     `json:"commit"`
	Flags   []*cliFlag `json:"flags"`
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "reader:", err)
	os.Exit(1)
}

func main() {
	repoDir := flag.String("repo", "", "Troubleshoot git repository")
	ref := flag.String("ref", "", "ref to read (default: newest vX.Y.Z tag)")
	cliRuntime := flag.String("cli-runtime", "", "git repository of k8s.io/cli-runtime, for the kubectl flags")
	mains := flag.String("mains", "cmd/preflight,cmd/troubleshoot", "main packages of the binaries")
	apis := flag.String("apis", "pkg/apis/troubleshoot/v1beta2,pkg/apis/troubleshoot/v1beta3", "API packages")
	noSince := flag.Bool("no-since", false, "skip walking the release tags")
	flag.Parse()
	r, err := openRepo(*repoDir)
	if err != nil {
		fail(err)
	}
	defer r.close()
	if *ref == "" {
		tags, err := r.releaseTags()
		if err != nil || len(tags) == 0 {
			fail(fmt.Errorf("no vX.Y.Z tag in %s", *repoDir))
		}
		*ref = tags[len(tags)-1]
	}
	commit, err := r.git("rev-parse", "--verify", *ref+"^{commit}")
	if err != nil {
		fail(err)
	}
	out := output{Source: sourceInfo{Ref: *ref, Commit: commit}, Modules: map[string]string{}, Types: map[string]*apiTypes{}}
	out.Source.Date, _ = r.git("show", "-s", "--format=%cI", commit)
	out.Source.Describe, _ = r.git("describe", "--tags", commit)
	if mod, _ := r.object(commit + ":go.mod"); mod != nil {
		for _, line := range strings.Split(string(mod), "\n") {
			f := strings.Fields(line)
			if len(f) >= 2 && (f[0] == "k8s.io/cli-runtime" || f[0] == "k8s.io/klog/v2" || f[0] == "github.com/spf13/cobra" || f[0] == "github.com/spf13/pflag") {
				out.Modules[f[0]] = f[1]
			}
		}
	}
	src, err := loadSource(r, commit, "pkg", "cmd", "internal")
	if err != nil {
		fail(err)
	}
	out.FilesRead = len(src.files)
	out.ParseErrors = src.parseErrors
	for _, dir := range strings.Split(*apis, ",") {
		if len(src.packages[dir]) > 0 {
			out.Types[dir] = readAPITypes(src, dir)
		}
	}
	if !*noSince {
		if out.Since, err = readSince(r, *ref, commit, out.Types); err != nil {
			fail(err)
		}
	}
	out.CLI = readCLI(src, strings.Split(*mains, ","))
	out.Functions, out.Messages, out.CodeFacts = buildIndex(src)
	if *cliRuntime != "" {
		if out.KubectlFlags, err = readKubectlFlags(*cliRuntime, out.Modules["k8s.io/cli-runtime"]); err != nil {
			fail(err)
		}
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		fail(err)
	}
}

// readKubectlFlags runs genericclioptions.NewConfigFlags(false).AddFlags, as pkg/k8sutil does, in
// the cli-runtime source of the version go.mod requires (its tag, or the release branch of that
// minor version when the tag is not in the repository).
func readKubectlFlags(dir, version string) (*kubectlFlags, error) {
	r, err := openRepo(dir)
	if err != nil {
		return nil, err
	}
	defer r.close()
	ref := version
	commit, err := r.git("rev-parse", "--verify", "-q", ref+"^{commit}")
	if err != nil {
		if v, ok := parseVersion(version); ok {
			ref = fmt.Sprintf("release-1.%d", v[1])
			commit, err = r.git("rev-parse", "--verify", "-q", ref+"^{commit}")
		}
	}
	if err != nil {
		return nil, fmt.Errorf("cli-runtime %s: neither the tag nor its release branch is in %s", version, dir)
	}
	const pkg = "pkg/genericclioptions"
	src, err := loadSource(r, commit, pkg)
	if err != nil {
		return nil, err
	}
	src.module = "k8s.io/cli-runtime"
	in := newInterp(src)
	ctor, file := src.funcDecl(pkg, "", "NewConfigFlags")
	add, addFile := src.funcDecl(pkg, "ConfigFlags", "AddFlags")
	if ctor == nil || add == nil {
		return nil, fmt.Errorf("cli-runtime %s: no NewConfigFlags or ConfigFlags.AddFlags", ref)
	}
	flags := &cmdNode{hooks: map[string]*funcValue{}}
	recv := in.run(&funcValue{decl: ctor, file: file, dir: pkg}, nil, []value{false})
	in.run(&funcValue{decl: add, file: addFile, dir: pkg}, recv, []value{&flagSetValue{cmd: flags}})
	if len(in.problems) > 0 {
		return nil, fmt.Errorf("cli-runtime: %s", strings.Join(in.problems, "; "))
	}
	list := sortedFlags(flags.flags)
	sort.SliceStable(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	return &kubectlFlags{Module: "k8s.io/cli-runtime", Version: version, Ref: ref, Commit: commit, Flags: list}, nil
}
