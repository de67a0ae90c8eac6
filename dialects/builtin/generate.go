package builtin

//go:generate go run ../../tools/ncc-opgen -dialect builtin -o ops_gen.go
