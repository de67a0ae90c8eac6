package arith

//go:generate go run ../../tools/ncc-opgen -dialect arith -o ops_gen.go
