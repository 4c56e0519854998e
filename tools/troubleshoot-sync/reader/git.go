package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// repo reads files straight from git objects, so a bare mirror works as well as a clone.
type repo struct {
	dir   string
	cat   *exec.Cmd
	in    io.WriteCloser
	out   *bufio.Reader
	cache map[string][]byte
}

func openRepo(dir string) (*repo, error) {
	r := &repo{dir: dir, cache: map[string][]byte{}}
	r.cat = exec.Command("git", "-C", dir, "cat-file", "--batch")
	var err error
	if r.in, err = r.cat.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := r.cat.StdoutPipe()
	if err != nil {
		return nil, err
	}
	r.out = bufio.NewReaderSize(stdout, 1<<20)
	if err := r.cat.Start(); err != nil {
		return nil, err
	}
	return r, nil
}

func (r *repo) close() {
	r.in.Close()
	r.cat.Wait()
}

func (r *repo) git(args ...string) (string, error) {
	cmd := exec.Command("git", append([]string{"-C", r.dir}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(string(out)), nil
}

// object returns the content of a blob named by "<commit>:<path>" or by its id; nil when absent.
func (r *repo) object(name string) ([]byte, error) {
	if b, ok := r.cache[name]; ok {
		return b, nil
	}
	if _, err := fmt.Fprintln(r.in, name); err != nil {
		return nil, err
	}
	header, err := r.out.ReadString('\n')
	if err != nil {
		return nil, err
	}
	fields := strings.Fields(header)
	if len(fields) == 2 && fields[1] == "missing" {
		return nil, nil
	}
	if len(fields) != 3 {
		return nil, fmt.Errorf("git cat-file: unexpected header %q", header)
	}
	size, _ := strconv.Atoi(fields[2])
	buf := make([]byte, size+1)
	if _, err := io.ReadFull(r.out, buf); err != nil {
		return nil, err
	}
	r.cache[name] = buf[:size]
	return buf[:size], nil
}

type treeEntry struct {
	path string
	blob string
}

// files lists the blobs under the given folders at a commit.
func (r *repo) files(commit string, folders ...string) ([]treeEntry, error) {
	out, err := r.git(append([]string{"ls-tree", "-r", commit, "--"}, folders...)...)
	if err != nil {
		return nil, err
	}
	var entries []treeEntry
	for _, line := range strings.Split(out, "\n") {
		tab := strings.IndexByte(line, '\t')
		if tab < 0 {
			continue
		}
		meta := strings.Fields(line[:tab])
		if len(meta) == 3 && meta[1] == "blob" {
			entries = append(entries, treeEntry{path: line[tab+1:], blob: meta[2]})
		}
	}
	return entries, nil
}

var releaseTag = regexp.MustCompile(`^v(\d+)\.(\d+)\.(\d+)$`)

type version [3]int

func parseVersion(tag string) (version, bool) {
	m := releaseTag.FindStringSubmatch(tag)
	if m == nil {
		return version{}, false
	}
	var v version
	for i := 0; i < 3; i++ {
		v[i], _ = strconv.Atoi(m[i+1])
	}
	return v, true
}

func (a version) less(b version) bool {
	for i := 0; i < 3; i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// releaseTags returns the vX.Y.Z tags in semver order.
func (r *repo) releaseTags() ([]string, error) {
	out, err := r.git("tag", "--list", "v*")
	if err != nil {
		return nil, err
	}
	var tags []string
	for _, t := range strings.Fields(out) {
		if _, ok := parseVersion(t); ok {
			tags = append(tags, t)
		}
	}
	sort.Slice(tags, func(i, j int) bool {
		a, _ := parseVersion(tags[i])
		b, _ := parseVersion(tags[j])
		return a.less(b)
	})
	return tags, nil
}
