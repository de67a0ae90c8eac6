package tonga

//go:generate go run ../../tools/ncc-opgen -dialect tonga -o ops_gen.go
