#!/usr/bin/env bash
# Regenerates xlapb/*.pb.go from the vendored XLA protos (see ORIGIN).
# Needs protoc (Debian: protobuf-compiler) and protoc-gen-go at the version
# of google.golang.org/protobuf in go.mod:
#   go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.12
# Run from this directory, or with `go generate ./translate/hlo/proto`.
set -euo pipefail
cd "$(dirname "$0")"
pkg=ncc/translate/hlo/proto/xlapb
m=""
for f in xla/xla_data.proto xla/service/hlo.proto xla/service/metrics.proto; do
  m="$m --go_opt=M$f=$pkg;xlapb"
done
rm -f xlapb/*.pb.go
protoc -I . $m --go_out=. --go_opt=module=ncc/translate/hlo/proto \
  xla/xla_data.proto xla/service/hlo.proto xla/service/metrics.proto
